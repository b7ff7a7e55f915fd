// Builds the real handler against a test database and the loopback email API.
import { IDEMPOTENCY_KEY_HEADER } from "../../_shared/enquiry.ts"
import { readConfig } from "../../send-contact-email/config.ts"
import { createHandler, RETRY_SECRET_HEADER, type Dependencies } from "../../send-contact-email/handler.ts"
import { resendMailer } from "../../send-contact-email/mailer.ts"
import { createStore } from "../../send-contact-email/store.ts"
import type { RequestLog } from "../../send-contact-email/log.ts"
import { startDatabase, type DatabaseKind, type TestDatabase } from "./database.ts"
import { startEmailApi, type EmailApi } from "./email-api.ts"

export const SITE = "https://roamcreative.com.au"
export const FUNCTION_URL = "http://127.0.0.1/functions/v1/send-contact-email"
export const RETRY_SECRET = "test-retry-secret"

export { VALID } from "./fixtures.ts"

export function databaseKind(): DatabaseKind {
  const kind = Deno.env.get("TEST_DATABASE") ?? "pglite"
  if (kind !== "postgres" && kind !== "pglite")
    throw new Error(`TEST_DATABASE must be postgres or pglite, not ${kind}`)
  return kind
}

export type Harness = {
  db: TestDatabase
  email: EmailApi
  logs: RequestLog[]
  /** A handler with test configuration; `env` overrides single variables. */
  handler(
    env?: Record<string, string>,
    overrides?: Partial<Dependencies>,
  ): (request: Request, clientIp?: string) => Promise<Response>
  reset(): Promise<void>
  rows(): Promise<Record<string, unknown>[]>
  stop(): Promise<void>
}

export async function startHarness({
  kind = databaseKind(),
  poolMax,
}: { kind?: DatabaseKind; poolMax?: number } = {}): Promise<Harness> {
  const db = await startDatabase(kind, { poolMax })
  const email = startEmailApi()
  const logs: RequestLog[] = []
  return {
    db,
    email,
    logs,
    handler(env = {}, overrides = {}) {
      const config = readConfig({
        get: (name) =>
          ({
            SITE_URL: SITE,
            ALLOWED_ORIGINS: "http://localhost:8000",
            ENQUIRY_TO_EMAIL: "hello@roamcreative.com.au",
            ENQUIRY_FROM_EMAIL: "Roam Creative website <enquiries@roamcreative.com.au>",
            RESEND_API_KEY: "re_test_key",
            RESEND_API_URL: email.url,
            EMAIL_TIMEOUT_MS: "500",
            RETRY_SECRET,
            NOTIFY_RETRY_BATCH: "0",
            RATE_LIMIT_PER_CLIENT: "1000",
            RATE_LIMIT_PER_EMAIL: "1000",
            ...env,
          })[name],
      })
      const handle = createHandler({
        config,
        store: createStore(db.sql),
        mailer: resendMailer({
          apiKey: config.email.resendApiKey ?? "",
          url: config.email.resendApiUrl,
          timeoutMs: config.email.timeoutMs,
        }),
        log: (entry) => logs.push(entry),
        ...overrides,
      })
      return (request, clientIp = "203.0.113.7") => handle(request, { clientIp })
    },
    async reset() {
      await db.sql`truncate contact_enquiries`
      email.reset()
      logs.length = 0
    },
    rows: () => db.sql`select * from contact_enquiries order by created_at`,
    async stop() {
      await email.stop()
      await db.stop()
    },
  }
}

type PostOptions = {
  origin?: string | null
  key?: string
  contentType?: string
  headers?: Record<string, string>
}

/** A request as the site's supabase-js client sends it. */
export function post(
  body: unknown,
  { origin = SITE, key, contentType = "application/json", headers = {} }: PostOptions = {},
): Request {
  return new Request(FUNCTION_URL, {
    method: "POST",
    headers: {
      "Content-Type": contentType,
      ...(origin ? { Origin: origin } : {}),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      Authorization: "Bearer anon-key",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
}

export function retryRequest(secret = RETRY_SECRET): Request {
  return new Request(`${FUNCTION_URL}/retry`, {
    method: "POST",
    headers: { Authorization: "Bearer anon-key", [RETRY_SECRET_HEADER]: secret },
  })
}
