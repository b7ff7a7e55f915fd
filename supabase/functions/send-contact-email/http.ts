// What every entry point answers with: a status, a JSON body and a log outcome, turned into one
// Response and one log line.
import { errorName, type Logger } from "./log.ts"

/** Header the scheduler and the uptime monitor use to prove they may call /retry and /health. */
export const RETRY_SECRET_HEADER = "X-Retry-Secret"

export type Outcome = {
  status: number
  body: Record<string, unknown>
  /** What happened, for the log (never the visitor's words). */
  outcome: string
  enquiryId?: string
  detail?: string
  headers?: Record<string, string>
}

export function failure(status: number, error: string, message: string, outcome: string): Outcome {
  return { status, body: { error, message }, outcome }
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
    result = failure(500, "internal_error", "Something went wrong. Please try again.", "error")
    result.detail = errorName(error)
  }
  const { status, outcome, enquiryId, detail } = result
  log({ outcome, status, durationMs: Math.round(performance.now() - started), enquiryId, detail })
  return new Response(status === 204 ? null : JSON.stringify(result.body), {
    status,
    headers: {
      ...headers,
      ...(status === 204 ? {} : { "Content-Type": "application/json; charset=utf-8" }),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...result.headers,
    },
  })
}

/** The operator's entry points: POST or GET as named, and the shared secret. Null when allowed. */
export function refuseOperator(request: Request, method: string, secret: string | null): Outcome | null {
  if (!secret) return failure(404, "not_found", "Not found.", "operator_disabled")
  if (request.method !== method) {
    return {
      ...failure(405, "method_not_allowed", `Use ${method}.`, "method_not_allowed"),
      headers: { Allow: method },
    }
  }
  // Its own header: Authorization carries the project key the Supabase gateway checks (verify_jwt).
  if (!timingSafeEqual(request.headers.get(RETRY_SECRET_HEADER) ?? "", secret))
    return failure(401, "unauthorized", "Unauthorized.", "operator_unauthorized")
  return null
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a)
  const right = new TextEncoder().encode(b)
  let difference = left.length ^ right.length
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    difference |= (left[index] ?? 0) ^ (right[index] ?? 0)
  }
  return difference === 0
}

/** The body as text, unless it is too large, arrives too slowly or is not UTF-8. */
export async function readBody(
  request: Request,
  maxBytes: number,
  timeoutMs: number,
): Promise<string | "too_large" | "too_slow" | "not_utf8"> {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) return "too_large"
  if (!request.body) return ""
  const reader = request.body.getReader()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<"too_slow">(
    (resolve) => (timer = setTimeout(() => resolve("too_slow"), timeoutMs)),
  )
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late])
      if (next === "too_slow") return "too_slow"
      if (next.done) break
      total += next.value.byteLength
      if (total > maxBytes) return "too_large"
      chunks.push(next.value)
    }
  } finally {
    clearTimeout(timer)
    // Stops a body still arriving (too large or too slow); nothing to stop once it has all been read.
    reader.cancel().catch(() => {})
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(concat(chunks, total))
  } catch {
    return "not_utf8"
  }
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
