import type * as React from "react"
import { ErrorBoundary } from "./error-boundary"
import { DeferredToaster } from "./deferred-toaster"

/** Every page, in the browser and pre-rendered: inside the error boundary, beside the toaster. */
export const wrapPageElement = ({ element }: { element: React.ReactNode }) => (
  <>
    <ErrorBoundary>{element}</ErrorBoundary>
    <DeferredToaster />
  </>
)
