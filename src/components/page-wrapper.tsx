import type * as React from "react"
import { ErrorBoundary } from "./error-boundary"

/** Every page, in the browser and pre-rendered: inside the error boundary. */
export const wrapPageElement = ({ element }: { element: React.ReactNode }) => (
  <ErrorBoundary>{element}</ErrorBoundary>
)
