// The migration's jobs on Debian's PostgreSQL with the real pg_cron: the hourly purge keeps personal data exactly
// as long as the privacy page says (_shared/retention.ts), and the retry call reads Vault and reaches /retry
// through pg_net. Those are not in Debian: the schedule must skip the retry job with its reason, and the call runs
// against stand-ins with their documented signatures. PGlite has no pg_cron: the job's command is run as is.
import assert from "node:assert/strict"
import postgres from "postgres"
import { ADDRESS_NEEDED_MINUTES, PURGE_EVERY_MINUTES, RETENTION_TEXT } from "../_shared/retention.ts"
import { HAS_PG_CRON } from "./support/database.ts"
import { FUNCTION_URL, openFixture, RETRY_SECRET, storedAgo, testDatabaseUrl } from "./support/harness.ts"

const PURGE_JOB = "purge-enquiry-personal-data"
const PURGE_COMMAND = "select enquiry_jobs.purge_personal_data()"

/** A connection that keeps the server's notices, for the reasons schedule_jobs() gives. */
function connect(url = testDatabaseUrl()) {
  const notices: string[] = []
  const sql = postgres(url, { max: 1, onnotice: (notice) => notices.push(notice.message) })
  return { sql, notices, [Symbol.asyncDispose]: () => sql.end() }
}

const jobs = (sql: postgres.Sql) =>
  sql<Record<string, string>[]>`
    select jobid::text, jobname, schedule, command, database, username from cron.job where active order by jobid`

Deno.test(
  "pg_cron runs the purge hourly; schedule_jobs() replaces it and skips the retry job",
  { ignore: !HAS_PG_CRON },
  async () => {
    await using db = connect()
    const before = await jobs(db.sql)
    const scheduled = before.map(({ jobid: _, ...job }) => Object.values(job).join(" | "))
    assert.deepEqual(scheduled, [`${PURGE_JOB} | 17 * * * * | ${PURGE_COMMAND} | postgres | postgres`])
    assert.equal(PURGE_EVERY_MINUTES, 60, "the schedule runs hourly, as _shared/retention.ts says")
    const [{ outcome }] = await db.sql<{ outcome: string }[]>`select enquiry_jobs.schedule_jobs() as outcome`
    assert.equal(outcome, "purge only")
    assert.deepEqual(db.notices, ["Retry schedule skipped: pg_net or Vault is not installed here."])
    // Same rows, same ids: a copy would purge twice, and a new id would lose cron.job_run_details' history.
    assert.deepEqual([...(await jobs(db.sql))], [...before])
  },
)

Deno.test("the purge, run as pg_cron does, keeps data exactly as long as the privacy page says", async () => {
  await using t = await openFixture()
  const needed = ADDRESS_NEEDED_MINUTES
  const address = { client_ip: "2001:db8:1:2::/64", client_prefix: "2001:db8:1::/48" }
  const spam = { ...address, is_spam: true, notification_status: "skipped" }
  for (const [label, age, columns] of [
    ["address still needed", `${needed - 2} minutes`, address],
    ["address no longer needed", `${needed + 2} minutes`, address],
    ["spam within its period", `${RETENTION_TEXT.spamDays} days -1 hour`, spam],
    ["spam past its period", `${RETENTION_TEXT.spamDays} days 1 hour`, spam],
    ["enquiry within its period", `${RETENTION_TEXT.enquiryMonths} months -1 day`, address],
    ["enquiry past its period", `${RETENTION_TEXT.enquiryMonths} months 1 day`, address],
  ] as const)
    await storedAgo(t.sql, age, { ...columns, last_name: label })
  await t.sql`
    insert into contact_refusals (client_ip, created_at) values
      ('203.0.113.5', now() - make_interval(mins => ${needed + 2})),
      ('203.0.113.6', now() - make_interval(mins => ${needed - 2}))`

  // pg_cron opens a new session in the job's database as the job's user and runs the command text.
  const [job] = HAS_PG_CRON
    ? (await jobs(t.sql)).filter(({ jobname }) => jobname === PURGE_JOB)
    : [{ command: PURGE_COMMAND, database: "postgres", username: "postgres" }]
  const url = new URL(testDatabaseUrl())
  url.username = job.username
  url.pathname = `/${job.database}`
  await using session = connect(url.href)
  const [{ purge_personal_data: report }] = await session.sql.unsafe(job.command)
  assert.deepEqual(report, {
    spam_deleted: 1,
    enquiries_deleted: 1,
    addresses_cleared: 3,
    refusals_deleted: 1,
  })

  const left = await t.sql<{ last_name: string; client_ip: string | null; client_prefix: string | null }[]>`
    select last_name, client_ip, client_prefix from contact_enquiries order by last_name`
  const cleared = { client_ip: null, client_prefix: null }
  assert.deepEqual(
    [...left],
    [
      { last_name: "address no longer needed", ...cleared },
      { last_name: "address still needed", ...address },
      { last_name: "enquiry within its period", ...cleared },
      { last_name: "spam within its period", ...cleared },
    ],
  )
  const refusals = (await t.sql`select client_ip from contact_refusals`).map((row) => row.client_ip)
  assert.deepEqual(refusals, ["203.0.113.6"], "a refusal's address goes on the same schedule")
  const [{ ran }] = await t.sql<{ ran: boolean }[]>`
    select last_success_at > now() - interval '1 minute' as ran from enquiry_jobs.job_runs where job = 'purge'`
  assert.ok(ran, "the run is recorded for the health answer")
})

Deno.test("the purge's periods are arguments: a longer rate window and retention keep more", async () => {
  await using t = await openFixture()
  await storedAgo(t.sql, "2 hours", { client_ip: "203.0.113.7", last_name: "two hours" })
  await storedAgo(t.sql, "25 months", { client_ip: "203.0.113.7", last_name: "25 months" })
  await t.sql`select enquiry_jobs.purge_personal_data(address_after => interval '1 day', enquiries_after => interval '36 months')`
  const rows = await t.sql`select last_name, client_ip from contact_enquiries order by last_name`
  const kept = rows.map((row) => `${row.last_name}: ${row.client_ip}`)
  assert.deepEqual(kept, ["25 months: null", "two hours: 203.0.113.7"])
})

/** Runs enquiry_jobs.call_retry() against stand-ins for Vault (holding `secrets`) and pg_net, rolled back after. */
async function callRetry(sql: postgres.Sql, secrets: Record<string, string>) {
  const calls = await sql
    .begin(async (tx) => {
      await tx`create schema vault`
      await tx`create table vault.decrypted_secrets (name text, decrypted_secret text)`
      for (const [name, secret] of Object.entries(secrets))
        await tx`insert into vault.decrypted_secrets values (${name}, ${secret})`
      await tx`create schema net`
      await tx`create table net.calls (url text, headers jsonb, body jsonb, timeout_milliseconds int)`
      await tx`create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
          headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
        language sql as $$ insert into net.calls values (url, headers, body, timeout_milliseconds); select 1::bigint $$`
      await tx`select enquiry_jobs.call_retry()`
      throw Object.assign(new Error("roll back the stand-ins"), { calls: await tx`select * from net.calls` })
    })
    .catch((error) => (error.calls ? error.calls : error.message))
  return calls as
    | Array<{ url: string; headers: Record<string, string>; body: unknown; timeout_milliseconds: number }>
    | string
}

Deno.test("the scheduled call reads Vault and reaches /retry; a missing secret is named", async () => {
  await using t = await openFixture()
  await t.storePending()
  await t.makeDue()
  const secrets = {
    project_url: "https://project.supabase.co",
    anon_key: "anon-key",
    enquiry_retry_secret: RETRY_SECRET,
  }
  const calls = await callRetry(t.sql, secrets)
  assert.ok(Array.isArray(calls), String(calls))
  const [call] = calls
  assert.equal(call.url, `${FUNCTION_URL}/retry`)
  assert.ok(call.timeout_milliseconds > 20_000, "pg_net waits longer than the retry budget")
  assert.equal(call.headers.Authorization, "Bearer anon-key")
  const response = await t.app.handle(
    new Request(call.url, { method: "POST", headers: call.headers, body: JSON.stringify(call.body) }),
  )
  assert.deepEqual(await response.json(), { expired: 0, attempted: 1, sent: 1 })
  assert.equal(t.email.deliveries.length, 1)

  const { enquiry_retry_secret: _, ...incomplete } = secrets
  assert.match(String(await callRetry(t.sql, incomplete)), /Vault secret\(s\) missing: enquiry_retry_secret/)
})
