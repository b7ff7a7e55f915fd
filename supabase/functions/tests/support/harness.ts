// One test's world: the real app (createApp, as index.ts serves it) against the test database (emptied
// first), a loopback email API of its own and, on request, a proxy that slows the database.
// Everything it opens it closes: `await using t = await openFixture()`.
import postgres from "postgres"
import { IDEMPOTENCY_KEY_HEADER } from "../../_shared/enquiry.ts"
import { createApp } from "../../send-contact-email/app.ts"
import type { LogFields } from "../../_shared/log.ts"
import { HEALTH_SECRET_HEADER, RETRY_SECRET_HEADER } from "../../send-contact-email/operator.ts"
import { freePort } from "./database.ts"
import { startDatabaseProxy } from "./db-proxy.ts"
import { startEmailApi } from "./email-api.ts"
import { VALID } from "./fixtures.ts"
import defaults from "../../../../scripts/local/defaults.json" with { type: "json" }

export { VALID }

export const SITE = "https://roamcreative.com.au"
export const WWW_SITE = "https://www.roamcreative.com.au"
export const FUNCTION_URL = "https://project.supabase.co/functions/v1/send-contact-email"
export const RETRY_SECRET = "test-retry-secret"
export const HEALTH_SECRET = "test-health-secret"
export const FUNCTION_ROLE = "enquiry_function"
/** The address the proxy in front of the function reports unless a test says otherwise. */
export const VISITOR = "203.0.113.7"

/** The database scripts/test-functions.mjs started and migrated for this run. */
export function testDatabaseUrl(): string {
  const url = Deno.env.get("TEST_DATABASE_URL")
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests with npm run test:deno")
  return url
}

/** Production settings (a Resend key, https origins), with limits no test meets unless it sets them. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    SITE_URL: SITE,
    ALLOWED_ORIGINS: WWW_SITE,
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
    DB_POOL_MAX: "4",
    ...overrides,
  }
}

type FixtureOptions = {
  env?: Record<string, string>
  /** Put a proxy between the app and the database that can slow it: `t.proxy`. */
  proxied?: boolean
  /** How long the email API remembers an idempotency key. */
  forgetAfterMs?: number
}

export async function openFixture({ env = {}, proxied = false, forgetAfterMs }: FixtureOptions = {}) {
  const url = testDatabaseUrl()
  const sql = postgres(url, { max: 1, onnotice: () => {}, prepare: false })
  await sql`truncate contact_enquiries, contact_refusals, contact_counts`
  // As freshly migrated: every job expected from now on, none run yet.
  await sql`update enquiry_jobs.job_runs set expected_since = now(), last_success_at = null`
  const email = startEmailApi({ forgetAfterMs })
  const proxy = proxied ? startDatabaseProxy(url) : null
  const logs: LogFields[] = []
  // As deployed, as the migration's role beside Supabase's URL (PGlite has one user, whatever it is named).
  const role = Object.assign(new URL(proxy?.url ?? url), { username: FUNCTION_ROLE }).href
  const variables = testEnv({ ENQUIRY_DB_URL: role, SUPABASE_DB_URL: url, RESEND_API_URL: email.url, ...env })
  const app = createApp({ get: (name) => variables[name] || undefined }, { log: (entry) => logs.push(entry) })
  const operator = (path: "retry" | "health", secret: string) => {
    const [method, header] = path === "retry" ? ["POST", RETRY_SECRET_HEADER] : ["GET", HEALTH_SECRET_HEADER]
    const headers = { Authorization: "Bearer anon-key", [header]: secret }
    return app.handle(new Request(`${FUNCTION_URL}/${path}`, { method, headers }))
  }
  const t = {
    sql,
    email,
    /** The proxy in front of the database (open the fixture with `proxied: true`). */
    proxy: proxy as ReturnType<typeof startDatabaseProxy>,
    logs,
    app,
    /** Submits `body` as the site's supabase-js client does, from VISITOR. */
    send: (body: unknown, options?: PostInit) => app.handle(post(body, options)),
    /** Submits `body` and answers only the status. */
    async status(body: unknown, options?: PostInit): Promise<number> {
      const response = await t.send(body, options)
      await response.body?.cancel()
      return response.status
    },
    /** Stores each body while the email API fails, so each waits as pending; the API works again after. */
    async storePending(...bodies: unknown[]): Promise<string[]> {
      email.mode = "error"
      const ids: string[] = []
      for (const body of bodies.length > 0 ? bodies : [VALID])
        ids.push((await (await t.send(body)).json()).id)
      email.mode = "ok"
      return ids
    },
    retry: (secret = RETRY_SECRET) => operator("retry", secret),
    /** The retry call's report. */
    retried: async () => await (await operator("retry", RETRY_SECRET)).json(),
    health: (secret = HEALTH_SECRET) => operator("health", secret),
    rows: () => sql<Record<string, unknown>[]>`select * from contact_enquiries order by created_at`,
    /** Makes every pending notification due now, as if its backoff or lease had passed. */
    makeDue: () =>
      sql`update contact_enquiries set next_attempt_at = now() - interval '1 second' where notification_status = 'pending'`,
    /** The function as the local stack serves it (a process of its own), with this fixture's settings. */
    serve: (overrides: Record<string, string>) =>
      startFunctionServer({ ...variables, CLIENT_IP_HEADER: "cf-connecting-ip", ...overrides }),
    async [Symbol.asyncDispose]() {
      await app.close()
      await proxy?.stop()
      await email.stop()
      await sql.end()
    },
  }
  return t
}

/** Stores a row as it would be stored `age` ago (a PostgreSQL interval), with the given columns. */
export async function storedAgo(sql: postgres.Sql, age: string, columns: Record<string, unknown> = {}) {
  const row = {
    first_name: "Mia",
    last_name: "Nguyen",
    email: VALID.email,
    country_code: "+61",
    project_details: "Shoot",
  }
  const values = { ...row, ...columns } as Record<string, postgres.ParameterOrJSON<never>>
  const [{ id }] = await sql<{ id: string }[]>`insert into contact_enquiries ${sql(values)} returning id`
  await sql`update contact_enquiries set created_at = now() - ${age}::interval where id = ${id}`
}

export type PostInit = {
  origin?: string | null
  key?: string
  contentType?: string
  visitor?: string | null
  headers?: Record<string, string>
}

/** A request as the site's supabase-js client sends it, through Supabase's proxy. */
export function post(
  body: unknown,
  { origin = SITE, key, contentType = "application/json", visitor = VISITOR, headers = {} }: PostInit = {},
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
    body:
      typeof body === "string" || body instanceof ReadableStream || body instanceof Uint8Array
        ? (body as BodyInit)
        : JSON.stringify(body),
  })
}

/** Waits until `check` holds (background work), failing with `what` after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The function as npm start serves it (functionServer in scripts/local/defaults.json), with `env` over the
 * developer's; resolves once it answers. `deno run`, not a task: a kill must reach the server itself.
 */
export async function startFunctionServer(env: Record<string, string>) {
  const port = freePort()
  const [command, ...args] = defaults.functionServer
  const server = new Deno.Command(command, {
    args,
    cwd: new URL("../../../../", import.meta.url).pathname,
    env: { ...env, FUNCTIONS_PORT: String(port) },
    stdout: "null",
    stderr: "null",
  }).spawn()
  const url = `http://127.0.0.1:${port}/functions/v1/send-contact-email`
  const answers = () =>
    fetch(url, { method: "OPTIONS" }).then(
      (r) => (r.body?.cancel(), true),
      () => false,
    )
  await eventually(answers, "the function server answers", 90_000)
  return { url, server }
}
