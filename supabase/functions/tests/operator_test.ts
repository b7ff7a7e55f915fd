// The operator's side: configuration checked at start, the protected retry and health entry points,
// and what needs a person shown where an uptime monitor looks.
import assert from "node:assert/strict"
import type postgres from "postgres"
import { readConfig } from "../send-contact-email/config.ts"
import { jsonLines } from "../_shared/log.ts"
import { FUNCTION_ROLE, HEALTH_SECRET, openFixture, RETRY_SECRET, testEnv, VALID } from "./support/harness.ts"

const problemsOf = (overrides: Record<string, string>) => {
  const variables = testEnv({ ENQUIRY_DB_URL: "postgres://db?sslmode=verify-full", ...overrides })
  return readConfig({ get: (name) => variables[name] || undefined }).problems
}

Deno.test("each configuration mistake is named, and only production's are mistakes", () => {
  const cases: Array<[Record<string, string>, RegExp[]]> = [
    [{}, []],
    [{ RESEND_API_KEY: "" }, [/RESEND_API_KEY is not set: no email can leave/]],
    [{ RESEND_API_KEY: "", OUTBOX_DIR: "/tmp/outbox" }, []],
    [
      {
        RESEND_API_KEY: "sk_live_123",
        ENQUIRY_TO_EMAIL: "hello at roamcreative",
        ENQUIRY_FROM_EMAIL: "Roam Creative <enquiries>",
        ALLOWED_ORIGINS: "roamcreative.com.au/contact",
        DB_TIMEOUT_MS: "soon",
      },
      [
        /RESEND_API_KEY/,
        /ENQUIRY_TO_EMAIL/,
        /ENQUIRY_FROM_EMAIL/,
        /roamcreative.com.au\/contact/,
        /DB_TIMEOUT_MS/,
      ],
    ],
    [{ ALLOWED_ORIGINS: "http://roamcreative.com.au" }, [/http:\/\/roamcreative/]],
    [{ CLIENT_IP_HEADER: "socket" }, [/share one limit/]],
    [{ CLIENT_IP_HEADER: "socket", OUTBOX_DIR: "/tmp/outbox" }, []],
    [{ HEALTH_SECRET: "" }, [/HEALTH_SECRET is not set/]],
    [{ HEALTH_SECRET: RETRY_SECRET }, [/must differ from RETRY_SECRET/]],
    [{ ENQUIRY_DB_URL: "", SUPABASE_DB_URL: "postgres://postgres@db" }, [/ENQUIRY_DB_URL is not set/]],
  ]
  for (const [overrides, expected] of cases) {
    const problems = problemsOf(overrides)
    assert.equal(problems.length, expected.length, `${JSON.stringify(overrides)}: ${problems.join("; ")}`)
    expected.forEach((pattern, index) => assert.match(problems[index], pattern))
  }
  // Off this machine only over TLS (the tests' own database is on 127.0.0.1, without).
  for (const url of ["postgres://u:p@db.example.com/postgres", "postgres://db?sslmode=prefer"])
    assert.match(problemsOf({ ENQUIRY_DB_URL: url }).join(), /sslmode=verify-full \(or require\)/, url)
  for (const url of ["postgres://db?sslmode=require", "postgres://localhost/db", "postgres://[::1]/db"])
    assert.deepEqual(problemsOf({ ENQUIRY_DB_URL: url }), [], url)
})

// Each grant as "object (columns): privilege" (PUBLIC's and its roles' too), each role it is in; no extensions'.
const privilegesOf = (sql: postgres.Sql, role: string) => sql<{ grant: string }[]>`
  with objects (catalog, oid, schema, name, col, acl) as (
    select 'pg_namespace'::regclass, oid, oid, format('schema %I', nspname), null::name,
      coalesce(nspacl, acldefault('n', nspowner)) from pg_namespace
    union all
    select 'pg_class'::regclass, oid, relnamespace, concat(case relkind when 'S' then 'sequence' else 'table' end,
      ' ', oid::regclass), null, coalesce(relacl, acldefault(case relkind when 'S' then 's' else 'r' end::"char", relowner))
    from pg_class where relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    union all
    select 'pg_class'::regclass, attrelid, relnamespace, concat('table ', attrelid::regclass), attname, attacl
    from pg_attribute join pg_class on pg_class.oid = attrelid where attacl is not null and not attisdropped
    union all
    select 'pg_proc'::regclass, oid, pronamespace, concat('function ', oid::regprocedure), null,
      coalesce(proacl, acldefault('f', proowner)) from pg_proc)
  select concat(name, ' (' || string_agg(col, ', ' order by col) || ')', ': ', privilege_type) as grant
  from objects join pg_namespace on pg_namespace.oid = schema, aclexplode(acl)
  where nspname !~ '^pg_' and nspname <> 'information_schema'
    and (grantee = 0 or pg_has_role(${role}, grantee, 'usage'))
    and not exists (select from pg_depend where classid = catalog and objid = objects.oid and deptype = 'e')
  group by name, privilege_type, col is null
  union all select concat('member of ', roleid::regrole) from pg_auth_members where member = ${role}::regrole`

Deno.test("ENQUIRY_DB_URL's role, which the tests' app runs as, has exactly the grants it uses", async () => {
  await using t = await openFixture()
  const grants = (await privilegesOf(t.sql, FUNCTION_ROLE)).map((row) => row.grant)
  assert.deepEqual(grants.sort(), [
    "function enquiry_jobs.record_retry_run(): EXECUTE",
    "schema enquiry_jobs: USAGE",
    "schema public: USAGE",
    "table contact_counts (minute, what): INSERT",
    "table contact_counts (times): UPDATE",
    "table contact_counts: SELECT",
    "table contact_enquiries (business_type, client_ip, client_prefix, country_code, delivery, delivery_key, email, first_name, id, idempotency_key, is_spam, last_name, notification_attempts, notification_status, origin, phone, project_details): INSERT",
    "table contact_enquiries (delivery, digest_id, digested_at, individual_slot_at, last_error, last_error_kind, next_attempt_at, notification_attempts, notification_status, notified_at, retry_until): UPDATE",
    "table contact_enquiries: SELECT",
    "table contact_refusals (client_ip, client_prefix): INSERT",
    "table contact_refusals: SELECT",
    "table enquiry_jobs.job_runs: SELECT",
  ])
})

Deno.test("while the configuration has a problem, every log line is an error; health is 503", async () => {
  const lines: string[] = []
  const problem = "RESEND_API_KEY is not set: no email can leave"
  const log = jsonLines("send-contact-email", [problem], (line) => lines.push(line))
  log({ outcome: "stored_pending", status: 200 })
  const entry = JSON.parse(lines[0])
  assert.equal(entry.level, "error")
  assert.deepEqual(entry.configProblems, [problem])

  await using t = await openFixture({ env: { RESEND_API_KEY: "" } })
  await t.retried()
  const response = await t.health()
  assert.equal(response.status, 503)
  assert.deepEqual((await response.json()).problems, [problem])
})

Deno.test("the health answer is 200 with the counts when nothing needs a person", async () => {
  await using t = await openFixture()
  assert.equal(await t.status(VALID), 200)
  await t.retried() // the schedule has run
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
      refusedAtCeiling: 0,
      lastRetryRunSecondsAgo: 0,
      lastPurgeSecondsAgo: null,
      retrySilentSeconds: 0,
      purgeSilentSeconds: 0,
    },
  })
})

Deno.test("health is 503 while a notification needs a person, 200 once one has it", async () => {
  await using t = await openFixture({ env: { HEALTH_MAX_PENDING_SECONDS: "600" } })
  t.email.mode = "unauthorized"
  assert.equal(await t.status(VALID), 200)
  await t.retried()
  const refused = await (await t.health()).json()
  assert.match(
    refused.problems.join(),
    /refused our configuration: Email API answered 403 \(invalid_api_key\)/,
  )
  t.email.mode = "error"
  await t.sql`delete from contact_enquiries`
  assert.equal(await t.status(VALID), 200)
  assert.equal((await t.health()).status, 200, "a fresh pending one is the retries' job")
  await t.sql`update contact_enquiries set created_at = now() - interval '11 minutes'`
  const pending = await t.health()
  assert.equal(pending.status, 503)
  const { notifications, problems } = await pending.json()
  assert.equal(notifications.pending, 1)
  assert.ok(notifications.oldestPendingSeconds >= 660)
  assert.match(problems.join(), /pending for over 600 s/)
  // Failed for good, then followed up by hand: the alarm stops.
  await t.sql`update contact_enquiries set notification_status = 'failed'`
  assert.match((await (await t.health()).json()).problems.join(), /failed for good/)
  await t.sql`update contact_enquiries set notification_status = 'followed_up'`
  assert.equal((await t.health()).status, 200)
})

Deno.test("the health answer is 503 when a job has missed its schedule, not before it is due", async () => {
  await using t = await openFixture({ env: { HEALTH_MAX_RETRY_GAP_SECONDS: "1800" } })
  // A freshly migrated database, as on a first npm start or the first minutes after a deploy.
  const fresh = await t.health()
  const answer = await fresh.json()
  assert.equal(fresh.status, 200, answer.problems.join())
  assert.deepEqual(
    [answer.notifications.lastRetryRunSecondsAgo, answer.notifications.lastPurgeSecondsAgo],
    [null, null],
  )
  const problems = async () => (await (await t.health()).json()).problems.join()
  const runs = (job: string, lastRun: string | null, expected = "0 minutes") =>
    t.sql`update enquiry_jobs.job_runs set last_success_at = now() - ${lastRun}::interval,
      expected_since = now() - ${expected}::interval where job = ${job}`
  await runs("retry", null, "31 minutes")
  assert.match(await problems(), /never reached \/retry/)
  await runs("retry", "2 hours")
  assert.match(await problems(), /last reached \/retry 72\d\d s ago/)
  await runs("retry", "0 seconds")
  await runs("purge", "76 minutes")
  assert.equal(
    await problems(),
    "The personal-data purge has not run for over 4500 s: addresses outlive the privacy page's promise; check cron.job_run_details",
  )
  await runs("purge", null, "76 minutes")
  assert.match(await problems(), /purge has not run/, "expected for over the gap, and never run")
  // A database that does not know a job (older than this code) is not assumed healthy.
  await t.sql`delete from enquiry_jobs.job_runs where job = 'purge'`
  assert.equal((await t.health()).status, 503)
  await t.sql`insert into enquiry_jobs.job_runs (job) values ('purge')`
})

Deno.test("each operator entry point takes its own secret only, and without it does not exist", async () => {
  {
    await using t = await openFixture()
    for (const [response, status] of [
      [await t.retry("wrong"), 401],
      [await t.health("wrong"), 401],
      [await t.retry(HEALTH_SECRET), 401],
      [await t.health(RETRY_SECRET), 401],
      [await t.health(HEALTH_SECRET), 200],
    ] as const) {
      assert.equal(response.status, status)
      await response.body?.cancel()
    }
  }
  await using t = await openFixture({ env: { RETRY_SECRET: "", HEALTH_SECRET: "" } })
  for (const response of [await t.retry(RETRY_SECRET), await t.health(HEALTH_SECRET)]) {
    assert.equal(response.status, 404)
    await response.body?.cancel()
  }
})

Deno.test("the retry entry point answers within its budget and leaves the rest due", async () => {
  await using t = await openFixture({ env: { RETRY_BUDGET_MS: "4000", DB_TIMEOUT_MS: "1000" } })
  await t.storePending(...[0, 1, 2].map((index) => ({ ...VALID, email: `due${index}@example.com` })))
  // Each attempt may take 500 ms (email) + 3 x 1000 ms (database): after the first hangs for 500 ms,
  // another might not finish within the 4 s budget, so the call answers.
  t.email.mode = "hang"
  await t.makeDue()
  const started = performance.now()
  const report = await t.retried()
  assert.ok(performance.now() - started < 4000, "answered within the budget")
  assert.equal(report.attempted, 1)
  assert.ok(
    (await t.rows()).every((row) => row.notification_status === "pending"),
    "nothing half-handled",
  )
})
