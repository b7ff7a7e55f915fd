import * as React from "react"
import { ErrorPage } from "./error-page"

type ErrorBoundaryProps = { children: React.ReactNode }
type ErrorBoundaryState = { error: unknown }

/** Catches anything a page throws while rendering and shows the "Unexpected Application Error" page. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error }
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error("Unexpected application error", error, info.componentStack)
  }

  render(): React.ReactNode {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children
  }
}
