type StatusResponse = { status: number; statusText: string }

/** A thrown failed response (a fetch `Response` or a router's error response) carries its HTTP status. */
function isStatusResponse(error: unknown): error is StatusResponse {
  if (typeof error !== "object" || error === null) return false
  const { status, statusText } = error as Partial<StatusResponse>
  return typeof status === "number" && typeof statusText === "string"
}

/** What the error page shows: "status statusText" for a failed response, otherwise the error's message. */
export function describeError(error: unknown): string {
  if (isStatusResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  if (typeof error === "string" && error) return error
  return "Unknown error"
}
