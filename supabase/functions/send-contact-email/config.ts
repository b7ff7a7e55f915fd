// All configuration comes from environment variables (see .env.example and docs/enquiry-backend.md),
// read and checked once when the function starts. A mistake never stops the function (enquiries are
// still stored and wait as pending) and never hides: each one is named in `problems`, which every log
// line and the health answer carry until it is fixed.
import { EMAIL_PATTERN } from "../_shared/enquiry.ts"
import { ADDRESS_NEEDED_MINUTES, PURGE_EVERY_MINUTES } from "../_shared/retention.ts"
import { readSiteOrigins, type Env } from "../_shared/site-origins.ts"

export type Config = {
  /** The local stack (mail goes to an outbox folder); anywhere else is production. */
  local: boolean
  /** What is wrong with the configuration, in the operator's words; empty when all is well. */
  problems: string[]
  databaseUrl: string | null
  databasePoolMax: number
  /** The one time limit for each database call: storing an enquiry, and every later status update. */
  databaseTimeoutMs: number
  allowedOrigins: string[]
  maxBodyBytes: number
  /** How long a request body may take to arrive in full. */
  bodyReadTimeoutMs: number
  /** The header the proxy in front of the function sets to the visitor's address, or "socket". */
  clientIpHeader: string
  email: {
    to: string
    from: string
    /** Resend API key; without it (local stack only) mail goes to `outboxDir`. */
    resendApiKey: string | null
    resendApiUrl: string
    outboxDir: string | null
    timeoutMs: number
  }
  rateLimit: {
    windowSeconds: number
    /** Enquiries and refused submissions per visitor address (an IPv6 address counts by its /64). */
    perClient: number
    /** The same per IPv6 /48, which holds 65,536 /64s. */
    perPrefix: number
    /** Enquiries per email address, applied only when no visitor address is known. */
    perEmail: number
  }
  /**
   * Individual notification emails per window: across all visitors, and per sender (an address, IPv6
   * /64 or /48, or the email address when none is known); past either, the enquiry waits for the digest.
   */
  notifyCap: { perWindow: number; perSender: number; windowSeconds: number }
  /** Enquiries stored per window across all visitors; past it, new ones are refused (503). */
  storeCeiling: { perWindow: number; windowSeconds: number }
  retry: {
    /** The wait after the first failed attempt; it doubles after each, up to maxDelaySeconds. */
    baseDelaySeconds: number
    maxDelaySeconds: number
    /** Protects the retry and health entry points; unset disables both. */
    secret: string | null
    /** Due notifications retried in the background after each new enquiry. */
    batchSize: number
    /** How long one call of the retry entry point may keep working before it answers. */
    budgetMs: number
  }
  /** A pending notification older than this makes the health answer ask for an operator. */
  healthMaxPendingSeconds: number
  /** Protects the read-only health answer, for the uptime monitor; unset disables it. */
  healthSecret: string | null
  /** The retry schedule not having run for this long makes the health answer ask for an operator. */
  healthMaxRetryGapSeconds: number
  /** The purge not having run for this long (it runs hourly) makes the health answer ask for an operator. */
  healthMaxPurgeGapSeconds: number
}

// Resend's keys start with re_; anything else cannot authenticate.
const RESEND_KEY_PATTERN = /^re_[A-Za-z0-9_]{8,}$/
// "Name <address>" or a bare address, as Resend accepts in `from`.
const FROM_PATTERN = /^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/

export function readConfig(env: Env): Config {
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

  const databaseUrl = text("ENQUIRY_DB_URL") ?? text("SUPABASE_DB_URL")
  if (!databaseUrl) problems.push("No database: set ENQUIRY_DB_URL or SUPABASE_DB_URL")

  const retrySecret = text("RETRY_SECRET")
  if (!retrySecret && !local) problems.push("RETRY_SECRET is not set: failed notifications are never retried")
  // Its own secret: the uptime monitor's copy must not be able to call /retry.
  const healthSecret = text("HEALTH_SECRET")
  if (!healthSecret && !local)
    problems.push("HEALTH_SECRET is not set: no monitor can read the health answer")
  else if (healthSecret && healthSecret === retrySecret)
    problems.push("HEALTH_SECRET must differ from RETRY_SECRET: the monitor's copy would authorise /retry")

  // Supabase's functions sit behind Cloudflare, which overwrites this header with the address that
  // connected to it (docs/enquiry-backend.md, "Limits, shares, ceiling and purge").
  const clientIpHeader = (text("CLIENT_IP_HEADER") ?? "cf-connecting-ip").toLowerCase()
  if (!local && clientIpHeader === "socket")
    problems.push("CLIENT_IP_HEADER=socket counts the proxy's address: every visitor would share one limit")

  const emailTimeoutMs = integer("EMAIL_TIMEOUT_MS", 5000, 100)
  return {
    local,
    problems,
    databaseUrl,
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
      perClient: integer("RATE_LIMIT_PER_CLIENT", 20, 1),
      perPrefix: integer("RATE_LIMIT_PER_PREFIX", 60, 1),
      perEmail: integer("RATE_LIMIT_PER_EMAIL", 5, 1),
    },
    notifyCap: {
      perWindow: integer("NOTIFY_CAP", 20, 1),
      perSender: integer("NOTIFY_SHARE_PER_SENDER", 3, 1),
      windowSeconds: integer("NOTIFY_CAP_WINDOW_SECONDS", 3600, 60),
    },
    // 100 an hour is far above any real day's enquiries, and a whole day at it (2,400 rows, about
    // 20 MB at the largest size) is a small part of Supabase's free plan's 500 MB database.
    storeCeiling: {
      perWindow: integer("STORE_CEILING", 100, 1),
      windowSeconds: integer("STORE_CEILING_WINDOW_SECONDS", 3600, 60),
    },
    retry: {
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
