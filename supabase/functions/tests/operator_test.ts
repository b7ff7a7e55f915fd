// The operator's side: configuration checked at start, the protected retry and health entry points,
// and failures that need a person shown where an uptime monitor looks.
import assert from "node:assert/strict"
import { readConfig } from "../send-contact-email/config.ts"
import { jsonLogger } from "../send-contact-email/log.ts"
import { HEALTH_SECRET, openFixture, RETRY_SECRET, testEnv, VALID } from "./support/harness.ts"

const configOf = (overrides: Record<string, string>) => {
  const variables = testEnv({ SUPABASE_DB_URL: "postgres://db", ...overrides })
  return readConfig({ get: (name) => variables[name] || undefined })
}

Deno.test("the test configuration is a healthy production one", () => {
  const config = configOf({})
  assert.deepEqual(config.problems, [])
  assert.equal(config.local, false)
})

Deno.test("production without RESEND_API_KEY is a problem; the local stack's outbox is not", () => {
  assert.deepEqual(configOf({ RESEND_API_KEY: "" }).problems, [
    "RESEND_API_KEY is not set: no email can leave",
  ])
  assert.deepEqual(configOf({ RESEND_API_KEY: "", OUTBOX_DIR: "/tmp/outbox" }).problems, [])
})

Deno.test("malformed settings are each named", () => {
  const { problems } = configOf({
    RESEND_API_KEY: "sk_live_123",
    ENQUIRY_TO_EMAIL: "hello at roamcreative",
    ENQUIRY_FROM_EMAIL: "Roam Creative <enquiries>",
    ALLOWED_ORIGINS: "roamcreative.com.au/contact",
    DB_TIMEOUT_MS: "soon",
  })
  assert.equal(problems.length, 5, problems.join("\n"))
  for (const name of [
    "RESEND_API_KEY",
    "ENQUIRY_TO_EMAIL",
    "ENQUIRY_FROM_EMAIL",
    "roamcreative.com.au/contact",
    "DB_TIMEOUT_MS",
  ])
    assert.ok(
      problems.some((problem) => problem.includes(name)),
      name,
    )
})

Deno.test("an origin that is not https is a problem in production", () => {
  assert.match(
    configOf({ ALLOWED_ORIGINS: "http://roamcreative.com.au" }).problems.join(),
    /http:\/\/roamcreative/,
  )
})

Deno.test("counting the connection's address is for the local stack only", () => {
  assert.match(configOf({ CLIENT_IP_HEADER: "socket" }).problems.join(), /share one limit/)
  assert.deepEqual(configOf({ CLIENT_IP_HEADER: "socket", OUTBOX_DIR: "/tmp/outbox" }).problems, [])
})

Deno.test("the pooler variable ENQUIRY_DB_URL wins over Supabase's SUPABASE_DB_URL", () => {
  assert.equal(configOf({}).databaseUrl, "postgres://db")
  assert.equal(
    configOf({ ENQUIRY_DB_URL: "postgres://pooler:6543/db" }).databaseUrl,
    "postgres://pooler:6543/db",
  )
})

Deno.test("while the configuration has a problem, every log line is an error naming it", () => {
  const lines: string[] = []
  const log = jsonLogger(["RESEND_API_KEY is not set: no email can leave"], (line) => lines.push(line))
  log({ outcome: "stored_pending", status: 200 })
  const entry = JSON.parse(lines[0])
  assert.equal(entry.level, "error")
  assert.deepEqual(entry.configProblems, ["RESEND_API_KEY is not set: no email can leave"])
})

Deno.test("the health answer is 200 with the counts when nothing needs a person", async () => {
  await using t = await openFixture()
  await (await t.send(VALID)).body?.cancel()
  await (await t.retry()).body?.cancel() // the schedule has run
  const response = await t.health()
  assert.equal(response.status, 200)
  assert.deepEqual(await response.json(), {
    ok: true,
    problems: [],
    notifications: {
      pending: 0,
      failed: 0,
      oldestPendingSeconds: null,
      configurationError: null,
      individualInWindow: 1,
      waitingForDigest: 0,
      storedInWindow: 1,
      lastRetryRunSecondsAgo: 0,
      lastPurgeSecondsAgo: null,
      retrySilentSeconds: 0,
      purgeSilentSeconds: 0,
    },
  })
})

Deno.test("the health answer is 503 and names configuration problems", async () => {
  await using t = await openFixture({ env: { RESEND_API_KEY: "" } })
  await (await t.retry()).body?.cancel()
  const response = await t.health()
  assert.equal(response.status, 503)
  assert.deepEqual((await response.json()).problems, ["RESEND_API_KEY is not set: no email can leave"])
})

Deno.test("the health answer is 503 when the email API refused our configuration", async () => {
  await using t = await openFixture()
  t.email.mode = "unauthorized"
  await (await t.send(VALID)).body?.cancel()
  const response = await t.health()
  assert.equal(response.status, 503)
  assert.match(
    (await response.json()).problems.join(),
    /refused our configuration: Email API answered 403 \(invalid_api_key\)/,
  )
})

Deno.test("the health answer is 503 when a notification has been pending too long", async () => {
  await using t = await openFixture({ env: { HEALTH_MAX_PENDING_SECONDS: "600" } })
  t.email.mode = "error"
  await (await t.send(VALID)).body?.cancel()
  await (await t.retry()).body?.cancel()
  assert.equal((await t.health()).status, 200, "a fresh pending one is the retries' job")
  await t.sql`update contact_enquiries set created_at = now() - interval '11 minutes'`
  const response = await t.health()
  assert.equal(response.status, 503)
  const { notifications } = await response.json()
  assert.equal(notifications.pending, 1)
  assert.ok(notifications.oldestPendingSeconds >= 660)
})

Deno.test("a failed notification followed up by hand no longer raises the alarm", async () => {
  await using t = await openFixture()
  t.email.mode = "reject"
  await (await t.send(VALID)).body?.cancel()
  assert.equal((await t.health()).status, 503)
  await t.sql`update contact_enquiries set notification_status = 'followed_up' where notification_status = 'failed'`
  await (await t.retry()).body?.cancel()
  assert.equal((await t.health()).status, 200)
})

Deno.test("the health answer is 503 when the database cannot be read", async () => {
  await using t = await openFixture({ proxied: true, env: { DB_TIMEOUT_MS: "500" } })
  t.proxy.cut()
  const response = await t.health()
  assert.equal(response.status, 503)
  assert.match((await response.json()).problems.join(), /database cannot be read/)
})

for (const [name, request] of [
  ["health", (t: { health(secret?: string): Promise<Response> }) => t.health("wrong")],
  ["retry", (t: { retry(secret?: string): Promise<Response> }) => t.retry("wrong")],
] as const) {
  Deno.test(`/${name} needs the secret`, async () => {
    await using t = await openFixture()
    const response = await request(t)
    assert.equal(response.status, 401)
    await response.body?.cancel()
  })
}

Deno.test("without their secrets the operator entry points do not exist", async () => {
  await using t = await openFixture({ env: { RETRY_SECRET: "", HEALTH_SECRET: "" } })
  for (const response of [await t.retry(RETRY_SECRET), await t.health(HEALTH_SECRET)]) {
    assert.equal(response.status, 404)
    await response.body?.cancel()
  }
})

Deno.test("the monitor's health secret reads /health only; the retry secret does not read it", async () => {
  await using t = await openFixture()
  for (const [response, status] of [
    [await t.retry(HEALTH_SECRET), 401],
    [await t.health(RETRY_SECRET), 401],
    [await t.health(HEALTH_SECRET), 200],
  ] as const) {
    assert.equal(response.status, status)
    await response.body?.cancel()
  }
})

Deno.test("a missing HEALTH_SECRET, or one equal to RETRY_SECRET, is a problem", () => {
  assert.match(configOf({ HEALTH_SECRET: "" }).problems.join(), /HEALTH_SECRET is not set/)
  assert.match(configOf({ HEALTH_SECRET: RETRY_SECRET }).problems.join(), /must differ from RETRY_SECRET/)
})

Deno.test("before the schedules' first runs are due, the health answer is 200", async () => {
  // A freshly migrated database, as on a first npm start or the first minutes after a deploy.
  await using t = await openFixture()
  const response = await t.health()
  const answer = await response.json()
  assert.equal(response.status, 200, answer.problems.join())
  assert.deepEqual(
    [answer.notifications.lastRetryRunSecondsAgo, answer.notifications.lastPurgeSecondsAgo],
    [null, null],
  )
  // A database that does not know the jobs (older than this code) is not assumed healthy.
  await t.sql`delete from enquiry_jobs.job_runs where job = 'purge'`
  assert.equal((await t.health()).status, 503)
  await t.sql`insert into enquiry_jobs.job_runs (job) values ('purge')`
})

Deno.test("the health answer is 503 when the purge has missed its schedule", async () => {
  await using t = await openFixture()
  await t.sql`select enquiry_jobs.purge_personal_data()`
  assert.equal((await t.health()).status, 200, "it has just run")
  await t.sql`update enquiry_jobs.job_runs set last_success_at = now() - interval '76 minutes' where job = 'purge'`
  const late = await t.health()
  assert.equal(late.status, 503)
  assert.match((await late.json()).problems.join(), /purge has not run for over 4500 s/)
  await t.sql`update enquiry_jobs.job_runs set last_success_at = null, expected_since = now() - interval '76 minutes' where job = 'purge'`
  assert.equal((await t.health()).status, 503, "expected for over the gap, and never run")
})

Deno.test("the health answer says how long ago the retry schedule last finished a run", async () => {
  await using t = await openFixture({ env: { HEALTH_MAX_RETRY_GAP_SECONDS: "1800" } })
  await t.sql`update enquiry_jobs.job_runs set expected_since = now() - interval '31 minutes'`
  const never = await (await t.health()).json()
  assert.equal(never.notifications.lastRetryRunSecondsAgo, null)
  assert.match(never.problems.join(), /never reached \/retry/)
  await t.sql`select enquiry_jobs.purge_personal_data()`
  await (await t.retry()).body?.cancel()
  const fresh = await t.health()
  assert.equal(fresh.status, 200)
  assert.equal((await fresh.json()).notifications.lastRetryRunSecondsAgo, 0)
  await t.sql`update enquiry_jobs.job_runs set last_success_at = now() - interval '2 hours' where job = 'retry'`
  const stale = await t.health()
  assert.equal(stale.status, 503)
  const answer = await stale.json()
  assert.ok(answer.notifications.lastRetryRunSecondsAgo >= 7200)
  assert.match(answer.problems.join(), /last reached \/retry 72\d\d s ago/)
})

Deno.test("the retry entry point answers within its budget and leaves the rest due", async () => {
  await using t = await openFixture({ env: { RETRY_BUDGET_MS: "4000", DB_TIMEOUT_MS: "1000" } })
  await t.storePending(...[0, 1, 2].map((index) => ({ ...VALID, email: `due${index}@example.com` })))
  // Each attempt may take 500 ms (email) + 3 x 1000 ms (database): after the first hangs for 500 ms,
  // another might not finish within the 4 s budget, so the call answers.
  t.email.mode = "hang"
  await t.makeDue()
  const started = performance.now()
  const report = await (await t.retry()).json()
  assert.ok(performance.now() - started < 4000, "answered within the budget")
  assert.equal(report.attempted, 1)
  const rows = await t.rows()
  assert.ok(
    rows.every((row) => row.notification_status === "pending"),
    "nothing half-handled",
  )
})
