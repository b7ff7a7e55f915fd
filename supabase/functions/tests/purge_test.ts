// Personal data kept only as long as the privacy page says: enquiry_jobs.purge_personal_data (pg_cron
// runs it hourly, the local stack on its timer) on rows dated in the past, against the periods the page
// states (_shared/retention.ts). One run clears every address older than the time it is needed, and the
// runs are PURGE_EVERY_MINUTES apart (cron_test.ts checks the schedule), so no address outlives the
// page's "{addressHours} hours".
import assert from "node:assert/strict"
import {
  ADDRESS_NEEDED_MINUTES,
  ENQUIRY_KEPT_MONTHS,
  PURGE_EVERY_MINUTES,
  RETENTION_TEXT,
  SPAM_KEPT_DAYS,
} from "../_shared/retention.ts"
import { openFixture } from "./support/harness.ts"

type Fixture = Awaited<ReturnType<typeof openFixture>>

/** A row `age` old (a PostgreSQL interval), from a visitor with an IPv6 address. */
async function storedAgo(t: Fixture, label: string, age: string, { spam = false } = {}) {
  await t.sql`
    insert into contact_enquiries (first_name, last_name, email, project_details, client_ip, client_prefix,
      is_spam, notification_status, notified_at, created_at)
    values ('Mia', ${label}, 'mia@example.com', 'Shoot', '2001:db8:1:2::/64', '2001:db8:1::/48',
      ${spam}, ${spam ? "skipped" : "sent"}, ${spam ? null : new Date()}, now() - ${age}::interval)`
}

const byLabel = async (t: Fixture) =>
  Object.fromEntries(
    (
      await t.sql<{ last_name: string; client_ip: string | null; client_prefix: string | null }[]>`
        select last_name, client_ip, client_prefix from contact_enquiries`
    ).map((row) => [row.last_name, [row.client_ip, row.client_prefix]]),
  )

const full = ["2001:db8:1:2::/64", "2001:db8:1::/48"]
const cleared = [null, null]

Deno.test(
  "the privacy page's address period is the time addresses are needed plus one purge interval",
  () => {
    assert.equal(RETENTION_TEXT.addressHours * 60, ADDRESS_NEEDED_MINUTES + PURGE_EVERY_MINUTES)
  },
)

Deno.test("one purge run keeps each kind of data exactly as long as the privacy page says", async () => {
  await using t = await openFixture()
  const needed = ADDRESS_NEEDED_MINUTES
  await storedAgo(t, "address still needed", `${needed - 2} minutes`)
  await storedAgo(t, "address no longer needed", `${needed + 2} minutes`)
  await storedAgo(t, "spam within its period", `${SPAM_KEPT_DAYS} days -1 hour`, { spam: true })
  await storedAgo(t, "spam past its period", `${SPAM_KEPT_DAYS} days 1 hour`, { spam: true })
  await storedAgo(t, "enquiry within its period", `${ENQUIRY_KEPT_MONTHS} months -1 day`)
  await storedAgo(t, "enquiry past its period", `${ENQUIRY_KEPT_MONTHS} months 1 day`)
  await t.sql`
    insert into contact_refusals (client_ip, client_prefix, created_at) values
      ('203.0.113.5', null, now() - make_interval(mins => ${needed + 2})),
      ('203.0.113.6', null, now() - make_interval(mins => ${needed - 2}))`

  const [{ report }] = await t.sql<{ report: Record<string, number> }[]>`
    select enquiry_jobs.purge_personal_data() as report`
  assert.deepEqual(report, {
    spam_deleted: 1,
    enquiries_deleted: 1,
    addresses_cleared: 3,
    refusals_deleted: 1,
  })
  assert.deepEqual(await byLabel(t), {
    "address still needed": full,
    "address no longer needed": cleared,
    "spam within its period": cleared,
    "enquiry within its period": cleared,
  })
  assert.deepEqual(
    (await t.sql<{ client_ip: string }[]>`select client_ip from contact_refusals`).map(
      (row) => row.client_ip,
    ),
    ["203.0.113.6"],
    "a refused submission's address goes on the same schedule",
  )
  const [{ ran }] = await t.sql<{ ran: boolean }[]>`
    select last_success_at > now() - interval '1 minute' as ran from enquiry_jobs.job_runs where job = 'purge'`
  assert.ok(ran, "the run is recorded for the health answer")
})

Deno.test("the purge's periods are arguments: a longer rate window and retention keep more", async () => {
  await using t = await openFixture()
  await storedAgo(t, "two hours", "2 hours")
  await storedAgo(t, "25 months", "25 months")
  await t.sql`select enquiry_jobs.purge_personal_data(address_after => interval '1 day', enquiries_after => interval '36 months')`
  const rows = await byLabel(t)
  assert.deepEqual(rows["two hours"], full)
  assert.deepEqual(rows["25 months"], cleared)
})
