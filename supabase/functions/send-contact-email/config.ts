// All configuration comes from environment variables (see .env.example and the README).
// Reading them in one place means a misconfiguration fails at start-up with the variable's name.

export type Config = {
  databaseUrl: string | null
  databasePoolMax: number
  /** How long storing an enquiry may take before the function emails it without storing. */
  databaseTimeoutMs: number
  allowedOrigins: string[]
  maxBodyBytes: number
  /** The header holding the visitor's address, set by the proxy in front of the function, or "socket". */
  clientIpHeader: string
  email: {
    to: string
    from: string
    /** Resend API key; without it, mail goes to `outboxDir` (local development) or waits as pending. */
    resendApiKey: string | null
    resendApiUrl: string
    outboxDir: string | null
    timeoutMs: number
  }
  rateLimit: {
    windowSeconds: number
    perClient: number
    perEmail: number
  }
  retry: {
    maxAttempts: number
    baseDelaySeconds: number
    /** Bearer token a scheduler presents to the retry entry point; unset disables that entry point. */
    secret: string | null
    /** Due notifications retried in the background after each request. */
    batchSize: number
  }
}

type Env = { get(name: string): string | undefined }

export class ConfigError extends Error {}

export function readConfig(env: Env): Config {
  const text = (name: string, fallback: string | null = null): string | null => {
    const value = env.get(name)?.trim()
    return value ? value : fallback
  }
  const required = (name: string, fallback?: string): string => {
    const value = text(name, fallback ?? null)
    if (!value) throw new ConfigError(`${name} must be set`)
    return value
  }
  const integer = (name: string, fallback: number, min: number): number => {
    const raw = text(name)
    if (raw === null) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min)
      throw new ConfigError(`${name} must be a whole number of at least ${min}`)
    return value
  }

  const siteUrl = text("SITE_URL")
  const extraOrigins = (text("ALLOWED_ORIGINS") ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
  const allowedOrigins = [
    ...new Set([siteUrl, ...extraOrigins].filter((origin): origin is string => !!origin)),
  ].map((origin) => origin.replace(/\/$/, ""))
  if (allowedOrigins.length === 0)
    throw new ConfigError("SITE_URL or ALLOWED_ORIGINS must name the site's origin")

  return {
    databaseUrl: text("SUPABASE_DB_URL"),
    databasePoolMax: integer("DB_POOL_MAX", 5, 1),
    databaseTimeoutMs: integer("DB_TIMEOUT_MS", 8000, 100),
    allowedOrigins,
    maxBodyBytes: integer("MAX_BODY_BYTES", 16 * 1024, 1024),
    // Cloudflare, in front of Supabase's functions, overwrites this one with the connecting address.
    clientIpHeader: required("CLIENT_IP_HEADER", "cf-connecting-ip").toLowerCase(),
    email: {
      to: required("ENQUIRY_TO_EMAIL"),
      from: required("ENQUIRY_FROM_EMAIL"),
      resendApiKey: text("RESEND_API_KEY"),
      resendApiUrl: required("RESEND_API_URL", "https://api.resend.com/emails"),
      outboxDir: text("OUTBOX_DIR"),
      timeoutMs: integer("EMAIL_TIMEOUT_MS", 5000, 100),
    },
    rateLimit: {
      windowSeconds: integer("RATE_LIMIT_WINDOW_SECONDS", 3600, 1),
      perClient: integer("RATE_LIMIT_PER_CLIENT", 10, 1),
      perEmail: integer("RATE_LIMIT_PER_EMAIL", 5, 1),
    },
    retry: {
      maxAttempts: integer("NOTIFY_MAX_ATTEMPTS", 8, 1),
      baseDelaySeconds: integer("NOTIFY_RETRY_BASE_SECONDS", 60, 1),
      secret: text("RETRY_SECRET"),
      batchSize: integer("NOTIFY_RETRY_BATCH", 5, 0),
    },
  }
}
