/** An error that carries an HTTP-like status, e.g. a route whose data could not be found. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`)
    this.name = "RouteError"
  }
}

/** What the error page shows: "status statusText" for route errors, otherwise the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof RouteError) return `${error.status} ${error.statusText}`
  if (error instanceof Error) return error.message
  if (typeof error === "string" && error) return error
  return "Unknown error"
}
