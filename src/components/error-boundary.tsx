import * as React from "react"
import { MESSAGES } from "../lib/messages"

type ErrorBoundaryState = { error: unknown }

/** "status statusText" for a thrown failed response (fetch's or the router's), else the error's message. */
function describeError(error: unknown): string {
  const { status, statusText } = (error ?? {}) as Record<string, unknown>
  if (typeof status === "number" && typeof statusText === "string") return `${status} ${statusText}`.trim()
  if (error instanceof Error) return error.message
  return typeof error === "string" && error ? error : "Unknown error"
}

/** Shows the error page for what a page throws while rendering; it runs no data query, so it always works. */
export class ErrorBoundary extends React.Component<React.PropsWithChildren, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error }
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error("Unexpected application error", error, info.componentStack)
  }

  render(): React.ReactNode {
    if (!this.state.error) return this.props.children
    return (
      <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-16">
        <h1 className="text-3xl font-bold">{MESSAGES.errorHeading}</h1>
        <p className="max-w-prose rounded-lg bg-white p-4 font-mono text-sm text-ink-soft shadow-sm">
          {describeError(this.state.error)}
        </p>
        <a href="/" className="btn-dark">
          {MESSAGES.returnHome}
        </a>
      </main>
    )
  }
}
