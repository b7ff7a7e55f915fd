// Every entry point's outcome, turned into one Response and one log line.
import { errorName, type LogFields, type Logger } from "./log.ts"

export type Outcome = Omit<LogFields, "durationMs"> & {
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
}

export function failure(status: number, error: string, message: string, outcome: string): Outcome {
  return { status, body: { error, message }, outcome }
}

/** A 405 that names the methods an entry point takes. */
export function methodNotAllowed(use: string, allow: string): Outcome {
  return {
    ...failure(405, "method_not_allowed", `Use ${use}.`, "method_not_allowed"),
    headers: { Allow: allow },
  }
}

/** Answers `decide`'s outcome (or a bare 500 if it threw) and logs it once. */
export async function answer(
  decide: () => Promise<Outcome>,
  log: Logger,
  headers: Record<string, string> = {},
): Promise<Response> {
  const started = performance.now()
  let result: Outcome
  try {
    result = await decide()
  } catch (error) {
    // Never show internal error text to the client; the log has its name for the operator.
    const internal = failure(500, "internal_error", "Something went wrong. Please try again.", "error")
    result = { ...internal, detail: errorName(error) }
  }
  const { outcome, status, body, headers: own, ...fields } = result
  log({ outcome, status, durationMs: Math.round(performance.now() - started), ...fields })
  const bodiless = status === 204 || (status >= 300 && status < 400)
  return new Response(bodiless ? null : JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      ...(bodiless ? {} : { "Content-Type": "application/json; charset=utf-8" }),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...own,
    },
  })
}
