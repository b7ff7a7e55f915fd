// The migration's job schedule (enquiry_jobs.schedule_jobs, in supabase/migrations)
// against the real pg_cron: Debian's postgresql-15-cron, which support/database.ts preloads in the
// PostgreSQL test cluster. pg_net and Vault are not in Debian, so here the retry job must be refused
// with its reason; the retry call itself is tested with stand-ins in schedule_test.ts. PGlite has no
// pg_cron: there the absent path is tested.
import assert from "node:assert/strict"
import postgres from "postgres"
import { PURGE_EVERY_MINUTES } from "../_shared/retention.ts"
import { isPglite, openFixture, testDatabaseUrl } from "./support/harness.ts"

const PURGE_JOB = "purge-enquiry-personal-data"
const RETRY_JOB = "retry-enquiry-notifications"

// What the database offers decides which path is expected, not what the migrations made of it: with
// pg_cron available the jobs must be scheduled (a migration that failed to use it fails the tests).
// scripts/test-functions.mjs requires pg_cron on CI, so CI cannot quietly take the absent path.
const pgCronAvailable = await (async () => {
  const sql = postgres(testDatabaseUrl(), { max: 1, prepare: false, onnotice: () => {} })
  try {
    const [{ available }] = await sql<{ available: boolean }[]>`
      select exists (select 1 from pg_available_extensions where name = 'pg_cron') as available`
    return available
  } finally {
    await sql.end()
  }
})()
if (isPglite()) assert.equal(pgCronAvailable, false, "PGlite has no pg_cron: the absent path runs there")

type Job = {
  jobid: string
  jobname: string
  schedule: string
  command: string
  database: string
  username: string
  active: boolean
}

/** A connection that keeps the server's notices, for the reasons schedule_jobs() gives. */
function connect(url = testDatabaseUrl()) {
  const notices: string[] = []
  const sql = postgres(url, { max: 1, prepare: false, onnotice: (notice) => notices.push(notice.message) })
  return { sql, notices, [Symbol.asyncDispose]: () => sql.end() }
}

const jobs = (sql: postgres.Sql) =>
  sql<
    Job[]
  >`select jobid::text, jobname, schedule, command, database, username, active from cron.job order by jobid`

Deno.test({
  name: "with pg_cron the migration schedules the purge as often as the privacy page's periods assume",
  ignore: !pgCronAvailable,
  async fn() {
    await using db = connect()
    const [job, ...others] = await jobs(db.sql)
    assert.deepEqual(others, [], "only the purge: the retry job needs pg_net and Vault")
    const { jobid: _, ...scheduled } = job
    // "M * * * *": at minute M of every hour, 60 minutes apart.
    assert.match(job.schedule, /^\d{1,2} \* \* \* \*$/)
    assert.equal(PURGE_EVERY_MINUTES, 60, "the schedule runs hourly, as _shared/retention.ts says")
    assert.deepEqual(scheduled, {
      jobname: PURGE_JOB,
      schedule: "17 * * * *",
      command: "select enquiry_jobs.purge_personal_data()",
      database: "postgres",
      username: "postgres",
      active: true,
    })
  },
})

Deno.test({
  name: "with Vault and pg_net absent, schedule_jobs() schedules only the purge and says why",
  ignore: !pgCronAvailable,
  async fn() {
    await using db = connect()
    const [{ outcome }] = await db.sql<{ outcome: string }[]>`select enquiry_jobs.schedule_jobs() as outcome`
    assert.equal(outcome, "purge only")
    assert.deepEqual(db.notices, ["Retry schedule skipped: pg_net or Vault is not installed here."])
    assert.deepEqual(
      (await jobs(db.sql)).map((job) => job.jobname),
      [PURGE_JOB],
      `no ${RETRY_JOB} without pg_net and Vault`,
    )
  },
})

Deno.test({
  name: "running schedule_jobs() again replaces the jobs instead of adding copies",
  ignore: !pgCronAvailable,
  async fn() {
    await using db = connect()
    const before = await jobs(db.sql)
    await db.sql`select enquiry_jobs.schedule_jobs()`
    await db.sql`select enquiry_jobs.schedule_jobs()`
    // Same rows, same ids: a copy would run the purge twice a day, and a new id would lose its history
    // in cron.job_run_details.
    assert.deepEqual([...(await jobs(db.sql))], [...before])
    assert.equal(before.length, 1)
  },
})

Deno.test({
  name: "the purge job's command, run as pg_cron runs it, purges rows dated in the past",
  ignore: !pgCronAvailable,
  async fn() {
    await using t = await openFixture()
    await t.sql`
      insert into contact_enquiries (first_name, last_name, email, project_details, client_ip,
        is_spam, notification_status, notified_at, created_at)
      values
        ('Mia', 'fresh', 'mia@example.com', 'Shoot', '203.0.113.7', false, 'sent', now(), now()),
        ('Mia', 'two hours', 'mia@example.com', 'Shoot', '203.0.113.7', false, 'sent', now(), now() - interval '2 hours'),
        ('Mia', 'old spam', 'mia@example.com', 'Shoot', '203.0.113.7', true, 'skipped', null, now() - interval '31 days'),
        ('Mia', '25 months', 'mia@example.com', 'Shoot', null, false, 'sent', now(), now() - interval '25 months')`

    // pg_cron opens a new session in the job's database as the job's user and runs the command text.
    const [job] = await t.sql<Job[]>`
      select command, database, username from cron.job where jobname = ${PURGE_JOB}`
    assert.ok(job, `${PURGE_JOB} is scheduled`)
    const url = new URL(testDatabaseUrl())
    url.username = job.username
    url.pathname = `/${job.database}`
    await using session = connect(url.href)
    await session.sql.unsafe(job.command)

    const left = await t.sql<{ last_name: string; client_ip: string | null }[]>`
      select last_name, client_ip from contact_enquiries order by created_at desc`
    assert.deepEqual(
      [...left],
      [
        { last_name: "fresh", client_ip: "203.0.113.7" },
        { last_name: "two hours", client_ip: null },
      ],
    )
    const [{ recorded }] = await t.sql<{ recorded: boolean }[]>`
      select exists (select 1 from enquiry_jobs.job_runs where job = 'purge') as recorded`
    assert.ok(recorded, "the run is recorded for the health answer")
  },
})

Deno.test({
  name: "without pg_cron nothing is scheduled, and schedule_jobs() says why",
  ignore: pgCronAvailable,
  async fn() {
    await using db = connect()
    const [{ outcome }] = await db.sql<{ outcome: string }[]>`select enquiry_jobs.schedule_jobs() as outcome`
    assert.equal(outcome, "no pg_cron")
    assert.deepEqual(db.notices, [
      "Jobs not scheduled: pg_cron is not installed here (the local stack runs them on its own timer).",
    ])
  },
})
