// One test's world: the real app (createApp, as index.ts serves it) against the test database (emptied
// first), a loopback email API of its own and, on request, a proxy that can slow or cut the database.
// Everything it opens it closes: `await using t = await openFixture()`.
import postgres from "postgres"
import { IDEMPOTENCY_KEY_HEADER } from "../../_shared/enquiry.ts"
import { createApp } from "../../send-contact-email/app.ts"
import { HEALTH_SECRET_HEADER, RETRY_SECRET_HEADER } from "../../send-contact-email/http.ts"
import { enquiryOf, type EnquiryRow } from "../../send-contact-email/store.ts"
import type { LogEntry } from "../../send-contact-email/log.ts"
import { startDatabaseProxy } from "./db-proxy.ts"
import { startEmailApi } from "./email-api.ts"

import { VALID } from "./fixtures.ts"

export { VALID }

export const SITE = "https://roamcreative.com.au"
export const FUNCTION_URL = "https://project.supabase.co/functions/v1/send-contact-email"
export const RETRY_SECRET = "test-retry-secret"
export const HEALTH_SECRET = "test-health-secret"
/** The address the proxy in front of the function reports unless a test says otherwise. */
export const VISITOR = "203.0.113.7"

/** The database scripts/test-functions.mjs started and migrated for this run. */
export function testDatabaseUrl(): string {
  const url = Deno.env.get("TEST_DATABASE_URL")
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests with npm run test:deno")
  return url
}

export const isPglite = () => Deno.env.get("TEST_DATABASE") === "pglite"

/** Production settings (a Resend key, https origins), with limits no test meets unless it sets them. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    SITE_URL: SITE,
    ALLOWED_ORIGINS: "https://www.roamcreative.com.au",
    ENQUIRY_TO_EMAIL: "hello@roamcreative.com.au",
    ENQUIRY_FROM_EMAIL: "Roam Creative website <enquiries@roamcreative.com.au>",
    RESEND_API_KEY: "re_test_key",
    EMAIL_TIMEOUT_MS: "500",
    RETRY_SECRET,
    HEALTH_SECRET,
    NOTIFY_RETRY_BATCH: "0",
    RATE_LIMIT_PER_CLIENT: "1000",
    RATE_LIMIT_PER_EMAIL: "1000",
    RATE_LIMIT_PER_PREFIX: "1000",
    NOTIFY_CAP: "1000",
    NOTIFY_SHARE_PER_SENDER: "1000",
    STORE_CEILING: "100000",
    // PGlite is one session behind its socket: two connections at once can interleave their messages.
    DB_POOL_MAX: isPglite() ? "1" : "4",
    ...overrides,
  }
}

type FixtureOptions = {
  env?: Record<string, string>
  /** Put a proxy between the app and the database (latency, outages): `t.proxy`. */
  proxied?: boolean
  /** How long the email API remembers an idempotency key. */
  forgetAfterMs?: number
}

export async function openFixture({ env = {}, proxied = false, forgetAfterMs }: FixtureOptions = {}) {
  const url = testDatabaseUrl()
  const sql = postgres(url, { max: 1, onnotice: () => {}, prepare: false })
  await sql`truncate contact_enquiries, contact_refusals, contact_notification_slots`
  // As freshly migrated: every job expected from now on, none run yet.
  await sql`update enquiry_jobs.job_runs set expected_since = now(), last_success_at = null`
  const email = startEmailApi({ forgetAfterMs })
  const proxy = proxied ? startDatabaseProxy(url) : null
  const logs: LogEntry[] = []
  const variables = testEnv({ ENQUIRY_DB_URL: proxy?.url ?? url, RESEND_API_URL: email.url, ...env })
  const app = createApp({ get: (name) => variables[name] }, { log: (entry) => logs.push(entry) })
  return {
    sql,
    email,
    /** The proxy in front of the database (open the fixture with `proxied: true`). */
    get proxy() {
      if (!proxy) throw new Error("Open the fixture with { proxied: true } to use its proxy")
      return proxy
    },
    logs,
    app,
    /** Submits `body` as the site's supabase-js client does, from VISITOR. */
    send: (body: unknown, options?: PostOptions) => app.handle(post(body, options)),
    /** Submits a body as given (a stream, bytes) as JSON from the site, without a Content-Length. */
    sendRaw: (body: BodyInit) =>
      app.handle(
        new Request(FUNCTION_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: SITE },
          body,
        }),
      ),
    /** Stores each body while the email API fails, so each waits as pending; the API works again after. */
    async storePending(...bodies: unknown[]): Promise<string[]> {
      email.mode = "error"
      const ids: string[] = []
      for (const body of bodies.length > 0 ? bodies : [VALID])
        ids.push((await (await app.handle(post(body))).json()).id)
      email.mode = "ok"
      return ids
    },
    retry: (secret = RETRY_SECRET) => app.handle(operatorRequest("retry", "POST", secret)),
    health: (secret = HEALTH_SECRET) => app.handle(operatorRequest("health", "GET", secret)),
    rows: () => sql<Record<string, unknown>[]>`select * from contact_enquiries order by created_at`,
    /** The stored enquiries' seven fields, oldest first. */
    enquiries: async () =>
      (await sql<EnquiryRow[]>`select * from contact_enquiries order by created_at`).map(enquiryOf),
    /** Makes every pending notification due now, as if its backoff or lease had passed. */
    makeDue: () =>
      sql`update contact_enquiries set next_attempt_at = now() - interval '1 second' where notification_status = 'pending'`,
    async [Symbol.asyncDispose]() {
      await app.close()
      await proxy?.[Symbol.asyncDispose]()
      await email.stop()
      await sql.end()
    },
  }
}

export type PostOptions = {
  origin?: string | null
  key?: string
  contentType?: string
  visitor?: string | null
  headers?: Record<string, string>
}

/** A request as the site's supabase-js client sends it, through Supabase's proxy. */
export function post(
  body: unknown,
  { origin = SITE, key, contentType = "application/json", visitor = VISITOR, headers = {} }: PostOptions = {},
): Request {
  return new Request(FUNCTION_URL, {
    method: "POST",
    headers: {
      "Content-Type": contentType,
      ...(origin ? { Origin: origin } : {}),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      ...(visitor ? { "CF-Connecting-IP": visitor } : {}),
      Authorization: "Bearer anon-key",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
}

export function operatorRequest(path: "retry" | "health", method: string, secret: string): Request {
  return new Request(`${FUNCTION_URL}/${path}`, {
    method,
    headers: {
      Authorization: "Bearer anon-key",
      [path === "health" ? HEALTH_SECRET_HEADER : RETRY_SECRET_HEADER]: secret,
    },
  })
}

/** Waits until `check` holds (background work), failing with `what` (and `explain()`) after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 5000,
  explain: () => unknown = () => "",
) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what} ${JSON.stringify(explain())}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
