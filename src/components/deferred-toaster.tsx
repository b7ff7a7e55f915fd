import * as React from "react"
import { onDemand, onDemandComponent } from "../lib/on-demand"

// Toasts appear only after the visitor submits the form, so sonner and its Toaster load with the first
// toast rather than with the page. sonner replays toasts raised before its Toaster mounted.
const loadToasts = onDemand(() => import("sonner"))
const Toaster = onDemandComponent(loadToasts, (module) => module.Toaster)

let requestToaster: (() => void) | null = null

export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  requestToaster?.()
  const { toast } = await loadToasts()
  toast[kind](message)
}

export function DeferredToaster() {
  const [wanted, setWanted] = React.useState(false)
  React.useEffect(() => {
    requestToaster = () => setWanted(true)
    return () => {
      requestToaster = null
    }
  }, [])
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </React.Suspense>
  )
}
