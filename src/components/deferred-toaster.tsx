import * as React from "react"

const Toaster = React.lazy(() => import("sonner").then((module) => ({ default: module.Toaster })))

/** Mounts the toaster once the browser is idle, keeping it out of the page's first-load JavaScript. */
export function DeferredToaster() {
  const [ready, setReady] = React.useState(false)
  React.useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(() => setReady(true), 200)
    return () => window.clearTimeout(timer)
  }, [])
  if (!ready) return null
  return (
    <React.Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </React.Suspense>
  )
}
