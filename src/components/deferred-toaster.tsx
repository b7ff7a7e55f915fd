import * as React from "react"
import { loadToasts, onToasterRequested } from "../lib/toast"
import { onDemandComponent } from "../lib/on-demand"

const Toaster = onDemandComponent(loadToasts, (module) => module.Toaster)

/** Mounts the toaster with the first toast, keeping sonner out of the JavaScript a page loads up front. */
export function DeferredToaster() {
  const [wanted, setWanted] = React.useState(false)
  React.useEffect(() => {
    onToasterRequested(() => setWanted(true))
    return () => onToasterRequested(null)
  }, [])
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </React.Suspense>
  )
}
