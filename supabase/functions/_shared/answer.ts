// What every entry point of every function answers with: a status, a JSON body (none for 204 and
// redirects) and a log outcome, turned into one Response and one log line.
import { errorName, type LogFields } from "./log.ts"

export type Outcome = {
  status: number
  body: Record<string, unknown>
  /** What happened, for the log (never a visitor's words, never a credential). */
  outcome: string
  detail?: string
  headers?: Record<string, string>
}

export function failure(status: number, error: string, message: string, outcome: string): Outcome {
  return { status, body: { error, message }, outcome }
}

/**
 * Answers `decide`'s outcome (or a bare 500 if it threw) and logs it once. `Extra` is what a
 * function adds to its outcomes for the log line (the enquiry's id).
 */
export async function answer<Extra extends Record<string, string | undefined> = Record<never, never>>(
  decide: () => Promise<Outcome & Extra>,
  log: (entry: LogFields & Partial<Extra>) => void,
  headers: Record<string, string> = {},
): Promise<Response> {
  const started = performance.now()
  let result: Outcome & Partial<Extra>
  try {
    result = await decide()
  } catch (error) {
    // Never show internal error text to the client; the log has its name for the operator.
    result = failure(500, "internal_error", "Something went wrong. Please try again.", "error") as Outcome &
      Partial<Extra>
    result.detail = errorName(error)
  }
  const { status, body, outcome, detail, headers: own, ...extra } = result
  const durationMs = Math.round(performance.now() - started)
  // `extra` holds Extra's fields (TypeScript cannot see that a rest of `Outcome & Extra` is Extra).
  log({ outcome, status, durationMs, ...extra, detail } as unknown as LogFields & Partial<Extra>)
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
