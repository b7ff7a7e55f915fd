// The enquiry function's answers (_shared/answer.ts: a status, a JSON body and a log outcome, turned
// into one Response and one log line, here with the enquiry's id), and the operator's entry points' check.
import { createHash, timingSafeEqual } from "node:crypto"
import { answer as answerOutcome, failure, type Outcome as SharedOutcome } from "../_shared/answer.ts"
import type { Logger } from "./log.ts"

/** Header the scheduler uses to prove it may call /retry. */
export const RETRY_SECRET_HEADER = "X-Retry-Secret"
/** Header the uptime monitor uses to read /health; its secret cannot call /retry. */
export const HEALTH_SECRET_HEADER = "X-Health-Secret"

/** An entry point's answer; the log line also carries the enquiry's id. */
export type Outcome = SharedOutcome & { enquiryId?: string }

export function answer(
  decide: () => Promise<Outcome>,
  log: Logger,
  headers: Record<string, string> = {},
): Promise<Response> {
  return answerOutcome<{ enquiryId?: string }>(decide, log, headers)
}

/** The operator's entry points: POST or GET as named, and that entry point's secret. Null when allowed. */
export function refuseOperator(
  request: Request,
  method: string,
  secret: string | null,
  header = RETRY_SECRET_HEADER,
): Outcome | null {
  if (!secret) return failure(404, "not_found", "Not found.", "operator_disabled")
  if (request.method !== method) {
    return {
      ...failure(405, "method_not_allowed", `Use ${method}.`, "method_not_allowed"),
      headers: { Allow: method },
    }
  }
  // Its own header: callers also send the project's anon key in Authorization, which is public and,
  // with verify_jwt = false (supabase/config.toml), checked by nothing, so this secret is the only check.
  if (!sameSecret(request.headers.get(header) ?? "", secret))
    return failure(401, "unauthorized", "Unauthorized.", "operator_unauthorized")
  return null
}

/** Compares digests, so that neither the time taken nor timingSafeEqual's length check tells the length. */
function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest()
  return timingSafeEqual(digest(given), digest(secret))
}
