// The enquiry entry point: accepted (200) only once stored; if it cannot be stored in time the visitor
// gets 503 and the form keeps every value.
import { answer, failure, type Outcome } from "../_shared/answer.ts"
import { corsHeaders, refuseBrowserPost } from "../_shared/cors.ts"
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type EnquiryErrors,
  validateEnquiry,
} from "../_shared/enquiry.ts"
import { errorName, type Logger } from "../_shared/log.ts"
import { readBody } from "../_shared/read-body.ts"
import { type Visitor, visitorOf } from "./client-ip.ts"
import type { Config } from "./config.ts"
import type { Notifier } from "./notifier.ts"
import { storedPhone } from "./phone.ts"
import type { Store } from "./store.ts"

export type Dependencies = {
  config: Config
  store: Store
  notifier: Notifier
  log: Logger
  /** Keeps work going after the response (Supabase's EdgeRuntime.waitUntil, through app.ts). */
  background: (work: Promise<unknown>) => void
}

export function createHandler({ config, store, notifier, log, background }: Dependencies) {
  let warnedNoClientAddress = false

  /** `address`: the visitor's address, as the proxy in front of the function reports it. */
  return function handle(request: Request, address: string | null): Promise<Response> {
    const cors = corsHeaders(request.headers.get("Origin"), config.allowedOrigins)
    return answer(() => decide(request, address), log, cors)
  }

  async function decide(request: Request, address: string | null): Promise<Outcome> {
    const refused = refuseBrowserPost(request, config.allowedOrigins, "This origin may not send enquiries.")
    if (refused) return refused
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get("Content-Type") ?? ""))
      return failure(415, "unsupported_media_type", "Send the enquiry as application/json.", "wrong_type")
    const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER)
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      const message = "Idempotency-Key must be 8-128 letters, digits, - or _."
      return failure(400, "invalid_idempotency_key", message, "bad_key")
    }

    const raw = await readBody(request, config.maxBodyBytes, config.bodyReadTimeoutMs)
    if (raw === "too_large")
      return failure(413, "payload_too_large", "The enquiry is too large.", "too_large")
    if (raw === "too_slow")
      return failure(408, "request_timeout", "The enquiry took too long to arrive.", "too_slow")
    if (raw === "not_utf8") return failure(400, "invalid_body", "The body must be UTF-8 JSON.", "not_utf8")
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return failure(400, "invalid_json", "The body is not valid JSON.", "invalid_json")
    }

    const { fields, isSpam } = separateHoneypot(body)
    const checked = validateEnquiry(fields)
    const visitor = visitorFrom(address)
    if (!checked.ok) return refuse(visitor, checked.errors)

    let stored
    try {
      const origin = request.headers.get("Origin")
      const enquiry = { ...checked.enquiry, phone: storedPhone(checked.enquiry) }
      stored = await store.insert({ enquiry, idempotencyKey, visitor, origin, isSpam }, notifier.leaseSeconds)
    } catch (error) {
      const message = "The enquiry could not be received. Please try again or contact us directly."
      return { ...failure(503, "unavailable", message, "not_stored"), detail: errorName(error) }
    }
    // A bot is answered like a person so it learns nothing, whether its submission was kept or counted.
    if (stored.kind === "spam_counted") return received(crypto.randomUUID(), "spam_counted")
    if (stored.kind === "rate_limited") return rateLimited(stored.retryAfterSeconds)
    if (stored.kind === "ceiling_reached") {
      // Nothing is stored past the ceiling, so nothing is accepted: the form keeps the values.
      const message =
        "We are receiving an unusual number of enquiries and cannot take yours just now. Please try again later or contact us directly."
      return retryLater(failure(503, "busy", message, "ceiling_reached"), stored.retryAfterSeconds)
    }
    if (stored.kind === "duplicate") return received(stored.id, "duplicate")
    if (stored.row.isSpam) return received(stored.row.id, "spam")
    // Past the cap or the sender's share: stored, and sent in the next digest by the retry path.
    if (stored.row.delivery === "digest") return received(stored.row.id, "stored_digest")

    const status = await notifier.attempt(stored.row)
    if (config.retry.batchSize > 0)
      background(notifier.retryDue(config.retry.batchSize, config.retry.budgetMs))
    return received(stored.row.id, `stored_${status}`)
  }

  /** A 422 that counts against the visitor's rate limit (429 once at it); sent even if not counted. */
  async function refuse(visitor: Visitor | null, errors: EnquiryErrors): Promise<Outcome> {
    let detail: string | undefined
    try {
      const limited = visitor ? await store.refuse(visitor) : null
      if (limited !== null) return rateLimited(limited)
    } catch (error) {
      detail = `refusal_not_counted ${errorName(error)}`
    }
    const invalid = failure(422, "validation_failed", "Please check the highlighted fields.", "invalid")
    return { ...invalid, body: { ...invalid.body, fields: errors }, detail }
  }

  /** The visitor's rate-limit keys; says once per instance when the proxy's header is missing. */
  function visitorFrom(address: string | null): Visitor | null {
    const visitor = visitorOf(address)
    if (!visitor && !warnedNoClientAddress) {
      warnedNoClientAddress = true
      log({
        outcome: "no_client_address",
        detail: `No address in ${config.clientIpHeader}: per-visitor limit off`,
      })
    }
    return visitor
  }
}

function retryLater(outcome: Outcome, seconds: number): Outcome {
  return { ...outcome, headers: { "Retry-After": String(seconds) } }
}

function rateLimited(retryAfterSeconds: number): Outcome {
  const message = "Too many enquiries. Please try again later or contact us directly."
  return retryLater(failure(429, "rate_limited", message, "rate_limited"), retryAfterSeconds)
}

function received(id: string, outcome: string): Outcome {
  return { status: 200, body: { received: true, id }, outcome, enquiryId: id }
}

function separateHoneypot(body: unknown): { fields: unknown; isSpam: boolean } {
  if (typeof body !== "object" || body === null || Array.isArray(body) || !(HONEYPOT_FIELD in body))
    return { fields: body, isSpam: false }
  const { [HONEYPOT_FIELD]: trap, ...fields } = body as Record<string, unknown>
  return { fields, isSpam: typeof trap !== "string" || trap.trim() !== "" }
}
