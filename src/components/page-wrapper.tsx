import * as React from "react"
import { Provider as TooltipProvider } from "@radix-ui/react-tooltip"
import { Toaster } from "sonner"
import { ErrorBoundary } from "./error-boundary"
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../lib/constants"

type PageWrapperProps = { children: React.ReactNode }

/** Everything every page shares that is not layout: error boundary, tooltip timing and the toaster. */
export function PageWrapper({ children }: PageWrapperProps) {
  return (
    <TooltipProvider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <ErrorBoundary>{children}</ErrorBoundary>
      <Toaster position="top-center" richColors closeButton />
    </TooltipProvider>
  )
}
