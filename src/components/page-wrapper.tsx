import * as React from "react"
import { ErrorBoundary } from "./error-boundary"
import { DeferredToaster } from "./deferred-toaster"

/** Everything every page shares that is not layout: the error boundary and the toaster. */
export function PageWrapper({ children }: React.PropsWithChildren) {
  return (
    <>
      <ErrorBoundary>{children}</ErrorBoundary>
      <DeferredToaster />
    </>
  )
}
