// The environment (.env.example), read once at start. A mistake never stops the function and never
// hides: each is named in `problems`, which every log line and the health answer carry.
import { EMAIL_PATTERN } from "../_shared/enquiry.ts"
import { ADDRESS_NEEDED_MINUTES, PURGE_EVERY_MINUTES } from "../_shared/retention.ts"
import { readSiteOrigins, type Env } from "../_shared/site-origins.ts"
import { SOCKET_ADDRESS } from "./client-ip.ts"

// Resend's keys start with re_; anything else cannot authenticate.
const RESEND_KEY_PATTERN = /^re_[A-Za-z0-9_]{8,}$/
// "Name <address>" or a bare address, as Resend accepts in `from`.
const FROM_PATTERN = /^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/
const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/
const TLS_MODES = /^(verify-full|require)$/

export type Config = ReturnType<typeof readConfig>

export function readConfig(env: Env) {
  const problems: string[] = []
  const text = (name: string): string | null => env.get(name)?.trim() || null
  const integer = (name: string, fallback: number, min: number): number => {
    const raw = text(name)
    if (raw === null) return fallback
    const value = Number(raw)
    if (Number.isInteger(value) && value >= min) return value
    problems.push(`${name} must be a whole number of at least ${min} (using ${fallback})`)
    return fallback
  }

  // The local stack (mail goes to an outbox folder); anywhere else is production.
  const outboxDir = text("OUTBOX_DIR")
  const local = outboxDir !== null
  const resendApiKey = text("RESEND_API_KEY")
  if (resendApiKey && !RESEND_KEY_PATTERN.test(resendApiKey))
    problems.push("RESEND_API_KEY is malformed (Resend keys start with re_)")
  else if (!resendApiKey && !local) problems.push("RESEND_API_KEY is not set: no email can leave")

  const to = text("ENQUIRY_TO_EMAIL") ?? ""
  if (!EMAIL_PATTERN.test(to)) problems.push("ENQUIRY_TO_EMAIL must be one email address")
  const from = text("ENQUIRY_FROM_EMAIL") ?? ""
  const fromAddress = FROM_PATTERN.exec(from)
  if (!fromAddress || !EMAIL_PATTERN.test(fromAddress[1] ?? fromAddress[2]))
    problems.push('ENQUIRY_FROM_EMAIL must be an address or "Name <address>" on a domain verified in Resend')

  const resendApiUrl = text("RESEND_API_URL") ?? "https://api.resend.com/emails"
  if (!local && !/^(https:\/\/|http:\/\/127\.0\.0\.1[:/])/.test(resendApiUrl))
    problems.push("RESEND_API_URL must use https")

  const allowedOrigins = readSiteOrigins(env, local, problems)

  // The function's own role, never Supabase's SUPABASE_DB_URL (postgres, which may do anything); off this
  // machine over TLS: verify-full, or require where the provider's certificate cannot be verified.
  const givenUrl = text("ENQUIRY_DB_URL")
  const url = URL.parse(givenUrl ?? "")
  const tls = !!url && (LOOPBACK.test(url.hostname) || TLS_MODES.test(url.searchParams.get("sslmode") ?? ""))
  if (!givenUrl) problems.push("ENQUIRY_DB_URL is not set: no enquiry can be stored")
  else if (!tls)
    problems.push("ENQUIRY_DB_URL needs sslmode=verify-full (or require): no enquiry is stored without TLS")

  const retrySecret = text("RETRY_SECRET")
  if (!retrySecret && !local) problems.push("RETRY_SECRET is not set: failed notifications are never retried")
  // Its own secret: the uptime monitor's copy must not be able to call /retry.
  const healthSecret = text("HEALTH_SECRET")
  if (!healthSecret && !local)
    problems.push("HEALTH_SECRET is not set: no monitor can read the health answer")
  else if (healthSecret && healthSecret === retrySecret)
    problems.push("HEALTH_SECRET must differ from RETRY_SECRET: the monitor's copy would authorise /retry")

  // Supabase's functions sit behind Cloudflare, which overwrites this header.
  const clientIpHeader = (text("CLIENT_IP_HEADER") ?? "cf-connecting-ip").toLowerCase()
  if (!local && clientIpHeader === SOCKET_ADDRESS)
    problems.push("CLIENT_IP_HEADER=socket counts the proxy's address: every visitor would share one limit")

  const emailTimeoutMs = integer("EMAIL_TIMEOUT_MS", 5000, 100)
  return {
    problems,
    databaseUrl: tls ? givenUrl : null,
    databasePoolMax: integer("DB_POOL_MAX", 5, 1),
    databaseTimeoutMs: integer("DB_TIMEOUT_MS", 5000, 100),
    allowedOrigins,
    maxBodyBytes: integer("MAX_BODY_BYTES", 16 * 1024, 1024),
    bodyReadTimeoutMs: integer("BODY_READ_TIMEOUT_MS", 10_000, 100),
    clientIpHeader,
    email: { to, from, resendApiKey, resendApiUrl, outboxDir, timeoutMs: emailTimeoutMs },
    rateLimit: {
      // The purge clears addresses once this default window has passed.
      windowSeconds: integer("RATE_LIMIT_WINDOW_SECONDS", ADDRESS_NEEDED_MINUTES * 60, 1),
      // A customer sends one enquiry, sometimes two (docs/enquiry-backend.md sizes these).
      perClient: integer("RATE_LIMIT_PER_CLIENT", 5, 1),
      perPrefix: integer("RATE_LIMIT_PER_PREFIX", 10, 1),
      perEmail: integer("RATE_LIMIT_PER_EMAIL", 5, 1),
      spamPerSender: integer("SPAM_STORED_PER_SENDER", 2, 1),
    },
    notifyCap: {
      perWindow: integer("NOTIFY_CAP", 20, 1),
      perSender: integer("NOTIFY_SHARE_PER_SENDER", 3, 1),
      windowSeconds: integer("NOTIFY_CAP_WINDOW_SECONDS", 3600, 60),
    },
    // Enquiries, and apart from them honeypot spam (past it only counted), stored per window in all.
    storeCeiling: {
      perWindow: integer("STORE_CEILING", 100, 1),
      spamPerWindow: integer("SPAM_STORED_CEILING", 10, 1),
      windowSeconds: integer("STORE_CEILING_WINDOW_SECONDS", 3600, 60),
    },
    retry: {
      // The wait after the first failed attempt doubles after each, up to the maximum.
      baseDelaySeconds: integer("NOTIFY_RETRY_BASE_SECONDS", 60, 1),
      maxDelaySeconds: integer("NOTIFY_RETRY_MAX_SECONDS", 3600, 1),
      secret: retrySecret,
      batchSize: integer("NOTIFY_RETRY_BATCH", 5, 0),
      budgetMs: integer("RETRY_BUDGET_MS", 20_000, 1000),
    },
    healthMaxPendingSeconds: integer("HEALTH_MAX_PENDING_SECONDS", 3600, 60),
    healthSecret,
    healthMaxRetryGapSeconds: integer("HEALTH_MAX_RETRY_GAP_SECONDS", 1800, 60),
    // A run a quarter of an hour late: past it, addresses outlive the privacy page's period.
    healthMaxPurgeGapSeconds: integer("HEALTH_MAX_PURGE_GAP_SECONDS", (PURGE_EVERY_MINUTES + 15) * 60, 60),
  }
}
