// The send-contact-email request handler. Order matters: CORS preflight, method, content type,
// size, parse, validate, store, notify. Collaborators are parameters so tests can run it against
// a real database and an email endpoint that fails on demand.
import { corsHeaders, isOriginAllowed } from "../_shared/cors.ts"
import {
  type Enquiry,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  validateEnquiry,
} from "../_shared/enquiry.ts"
import { composeEnquiryEmail } from "./email.ts"
import { enquiryIdFor } from "./enquiry-id.ts"
import type { Config } from "./config.ts"
import type { Logger } from "./log.ts"
import type { Mailer } from "./mailer.ts"
import { createNotifier } from "./notifier.ts"
import type { Store } from "./store.ts"

/** Header the scheduler uses to prove it may run the retry path. */
export const RETRY_SECRET_HEADER = "X-Retry-Secret"

export type Dependencies = {
  config: Config
  /** null when no database is configured or it cannot be reached at start-up. */
  store: Store | null
  mailer: Mailer
  log: Logger
  /** Keeps background work (retries) alive after the response; Supabase provides EdgeRuntime.waitUntil. */
  waitUntil?: (work: Promise<unknown>) => void
}

export type RequestContext = { clientIp: string | null }

type Outcome = {
  status: number
  body: Record<string, unknown>
  outcome: string
  enquiryId?: string
  headers?: HeadersInit
}

export function createHandler(deps: Dependencies) {
  const { config, store, mailer, log } = deps
  const notifier = store ? createNotifier(store, mailer, config) : null

  return async function handle(request: Request, context: RequestContext): Promise<Response> {
    const started = performance.now()
    const origin = request.headers.get("Origin")
    const cors = corsHeaders(origin, config.allowedOrigins)
    let result: Outcome
    try {
      result = await route(request, context, origin)
    } catch (error) {
      // Never show internal error text to the client; the log has the name for the operator.
      result = failure(500, "internal_error", "Something went wrong. Please try again.", "error")
      result.outcome = `error:${error instanceof Error ? error.name : "unknown"}`
    }
    log({
      outcome: result.outcome,
      status: result.status,
      durationMs: Math.round(performance.now() - started),
      enquiryId: result.enquiryId,
    })
    return new Response(result.status === 204 ? null : JSON.stringify(result.body), {
      status: result.status,
      headers: {
        ...cors,
        ...(result.status === 204 ? {} : { "Content-Type": "application/json; charset=utf-8" }),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        ...Object.fromEntries(new Headers(result.headers ?? {})),
      },
    })
  }

  async function route(request: Request, context: RequestContext, origin: string | null): Promise<Outcome> {
    if (request.method === "OPTIONS") {
      return isOriginAllowed(origin, config.allowedOrigins)
        ? { status: 204, body: {}, outcome: "preflight" }
        : failure(403, "origin_not_allowed", "This origin may not send enquiries.", "preflight_refused")
    }
    if (new URL(request.url).pathname.endsWith("/retry")) return retry(request)
    if (request.method !== "POST") {
      return {
        ...failure(405, "method_not_allowed", "Use POST.", "method_not_allowed"),
        headers: { Allow: "POST, OPTIONS" },
      }
    }
    if (!isOriginAllowed(origin, config.allowedOrigins)) {
      return failure(403, "origin_not_allowed", "This origin may not send enquiries.", "origin_refused")
    }
    const contentType = request.headers.get("Content-Type") ?? ""
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return failure(
        415,
        "unsupported_media_type",
        "Send the enquiry as application/json.",
        "wrong_content_type",
      )
    }
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return failure(
        400,
        "invalid_idempotency_key",
        "Idempotency-Key must be 8-128 letters, digits, - or _.",
        "bad_key",
      )
    }

    const raw = await readLimited(request, config.maxBodyBytes)
    if (raw === "too_large")
      return failure(413, "payload_too_large", "The enquiry is too large.", "too_large")
    if (raw === "not_utf8") return failure(400, "invalid_body", "The body must be UTF-8 JSON.", "not_utf8")
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return failure(400, "invalid_json", "The body is not valid JSON.", "invalid_json")
    }

    const { fields, isSpam } = separateHoneypot(body)
    const checked = validateEnquiry(fields)
    if (!checked.ok) {
      return {
        status: 422,
        body: {
          error: "validation_failed",
          message: "Please check the highlighted fields.",
          fields: checked.errors,
        },
        outcome: "invalid",
      }
    }

    const submission = {
      id: await enquiryIdFor(key),
      enquiry: checked.enquiry,
      idempotencyKey: key,
      clientIp: context.clientIp,
      userAgent: request.headers.get("User-Agent")?.slice(0, 500) ?? null,
      origin: origin?.slice(0, 200) ?? null,
      isSpam,
    }

    if (!store || !notifier) return emailWithoutStoring(submission)
    let inserted
    try {
      const timeoutMs = config.databaseTimeoutMs
      inserted = await withTimeout(
        store.insert(submission, config.rateLimit, notifier.leaseSeconds, timeoutMs),
        timeoutMs,
      )
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      return emailWithoutStoring(submission)
    }

    if (inserted.kind === "rate_limited") {
      return {
        ...failure(
          429,
          "rate_limited",
          "Too many enquiries. Please try again later or contact us directly.",
          "rate_limited",
        ),
        headers: { "Retry-After": String(inserted.retryAfterSeconds) },
      }
    }
    const { row } = inserted
    if (inserted.kind === "duplicate") return received(row.id, "duplicate")
    // A bot is answered like a person so it learns nothing; the row is kept for review, never emailed.
    if (row.isSpam) return received(row.id, "spam")

    let outcome: string
    try {
      outcome = (await notifier.deliver(row)) === "sent" ? "stored_and_sent" : "stored_pending"
    } catch {
      // The enquiry is stored and its lease will run out, so the retry path finishes the job; the
      // email API's idempotency key (the enquiry id) keeps a message already sent from going twice.
      outcome = "stored_unrecorded"
    }
    if (config.retry.batchSize > 0) background(notifier.retryDue())
    return received(row.id, outcome)
  }

  /** The database is down: the enquiry still counts as received only if it reached the agency's inbox. */
  async function emailWithoutStoring({
    id,
    enquiry,
    isSpam,
  }: {
    id: string
    enquiry: Enquiry
    isSpam: boolean
  }): Promise<Outcome> {
    if (isSpam) return received(null, "spam_unstored")
    try {
      await mailer.send(composeEnquiryEmail(enquiry, { id, receivedAt: new Date() }, config.email), id)
      return received(null, "unstored_sent")
    } catch {
      return failure(
        503,
        "unavailable",
        "The enquiry could not be received. Please try again or contact us directly.",
        "unavailable",
      )
    }
  }

  async function retry(request: Request): Promise<Outcome> {
    const secret = config.retry.secret
    if (!secret || !notifier) return failure(404, "not_found", "Not found.", "retry_disabled")
    if (request.method !== "POST") {
      return {
        ...failure(405, "method_not_allowed", "Use POST.", "method_not_allowed"),
        headers: { Allow: "POST" },
      }
    }
    // Its own header: Authorization carries the project key the Supabase gateway checks (verify_jwt).
    if (!timingSafeEqual(request.headers.get(RETRY_SECRET_HEADER) ?? "", secret)) {
      return failure(401, "unauthorized", "Unauthorized.", "retry_unauthorized")
    }
    const { attempted, sent } = await notifier.retryDue(Math.max(config.retry.batchSize, 25))
    return { status: 200, body: { attempted, sent }, outcome: "retried" }
  }

  function background(work: Promise<unknown>) {
    const guarded = work.catch((error) =>
      log({
        outcome: "retry_failed",
        status: 0,
        durationMs: 0,
        detail: error instanceof Error ? error.name : "unknown",
      }),
    )
    deps.waitUntil?.(guarded)
  }
}

function received(id: string | null, outcome: string): Outcome {
  return { status: 200, body: { received: true, ...(id ? { id } : {}) }, outcome, enquiryId: id ?? undefined }
}

function failure(status: number, error: string, message: string, outcome: string): Outcome {
  return { status, body: { error, message }, outcome }
}

function separateHoneypot(body: unknown): { fields: unknown; isSpam: boolean } {
  if (typeof body !== "object" || body === null || Array.isArray(body) || !(HONEYPOT_FIELD in body)) {
    return { fields: body, isSpam: false }
  }
  const { [HONEYPOT_FIELD]: trap, ...fields } = body as Record<string, unknown>
  return { fields, isSpam: typeof trap !== "string" || trap.trim() !== "" }
}

async function readLimited(request: Request, maxBytes: number): Promise<string | "too_large" | "not_utf8"> {
  const declared = Number(request.headers.get("Content-Length") ?? "0")
  if (declared > maxBytes) return "too_large"
  if (!request.body) return ""
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      return "too_large"
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return "not_utf8"
  }
}

class DatabaseTimeout extends Error {
  override name = "DatabaseTimeout"
}

/** Gives up waiting after `ms`; the abandoned work may still finish, and its failure is ignored. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(`No answer from the database within ${ms} ms`)), ms)
  })
  work.catch(() => {})
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Connection-level failures (refused, reset, timed out) as opposed to a bug in a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return (
    // 57014: a statement ran past the time limit (a stuck lock or an overloaded server).
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "CONNECT_TIMEOUT",
      "CONNECTION_CLOSED",
      "CONNECTION_ENDED",
      "CONNECTION_DESTROYED",
      "57P01",
      "57P03",
      "53300",
      "57014",
    ].includes(String(code)) ||
    error instanceof DatabaseTimeout ||
    error.name === "ConnectionRefused" ||
    /connect|connection/i.test(error.message)
  )
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
