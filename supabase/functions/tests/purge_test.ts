// Personal data kept only as long as needed: enquiry_jobs.purge_personal_data (the migration schedules
// it daily where pg_cron exists; the local stack calls it on its timer), on rows dated in the past.
import assert from "node:assert/strict"
import { openFixture } from "./support/harness.ts"

type Fixture = Awaited<ReturnType<typeof openFixture>>

/** A row `age` old, from a visitor with an address and a user agent. */
async function storedAgo(t: Fixture, label: string, age: string, { spam = false } = {}) {
  await t.sql`
    insert into contact_enquiries (first_name, last_name, email, project_details, client_ip, client_prefix,
      user_agent, is_spam, notification_status, notified_at, created_at)
    values ('Mia', ${label}, 'mia@example.com', 'Shoot', '2001:db8:1:2::/64', '2001:db8:1::/48', 'Browser',
      ${spam}, ${spam ? "skipped" : "sent"}, ${spam ? null : new Date()}, now() - ${age}::interval)`
}

const byLabel = async (t: Fixture) =>
  Object.fromEntries(
    (
      await t.sql<
        {
          last_name: string
          client_ip: string | null
          client_prefix: string | null
          user_agent: string | null
        }[]
      >`
      select last_name, client_ip, client_prefix, user_agent from contact_enquiries`
    ).map((row) => [row.last_name, [row.client_ip, row.client_prefix, row.user_agent]]),
  )

Deno.test(
  "the purge deletes old spam and old enquiries, and clears addresses past the rate window",
  async () => {
    await using t = await openFixture()
    await storedAgo(t, "fresh", "10 minutes")
    await storedAgo(t, "two hours", "2 hours")
    await storedAgo(t, "fresh spam", "29 days", { spam: true })
    await storedAgo(t, "old spam", "31 days", { spam: true })
    await storedAgo(t, "23 months", "23 months")
    await storedAgo(t, "25 months", "25 months")
    await t.sql`insert into contact_refusals (client_ip, created_at) values ('203.0.113.5', now() - interval '2 hours'), ('203.0.113.6', now())`

    const [{ report }] = await t.sql<{ report: Record<string, number> }[]>`
    select enquiry_jobs.purge_personal_data() as report`
    assert.deepEqual(report, {
      spam_deleted: 1,
      enquiries_deleted: 1,
      addresses_cleared: 3,
      refusals_deleted: 1,
    })

    const full = ["2001:db8:1:2::/64", "2001:db8:1::/48", "Browser"]
    const cleared = [null, null, null]
    assert.deepEqual(await byLabel(t), {
      fresh: full,
      "two hours": cleared,
      "fresh spam": cleared,
      "23 months": cleared,
    })
    assert.deepEqual(
      (await t.sql<{ client_ip: string }[]>`select client_ip from contact_refusals`).map(
        (row) => row.client_ip,
      ),
      ["203.0.113.6"],
    )
    const [{ ran }] = await t.sql<{ ran: boolean }[]>`
    select last_success_at > now() - interval '1 minute' as ran from enquiry_jobs.job_runs where job = 'purge'`
    assert.ok(ran, "the run is recorded for the health answer")
  },
)

Deno.test("the purge's periods are arguments: a longer rate window and retention keep more", async () => {
  await using t = await openFixture()
  await storedAgo(t, "two hours", "2 hours")
  await storedAgo(t, "25 months", "25 months")
  await t.sql`select enquiry_jobs.purge_personal_data(address_after => interval '1 day', enquiries_after => interval '36 months')`
  const rows = await byLabel(t)
  assert.deepEqual(rows["two hours"], ["2001:db8:1:2::/64", "2001:db8:1::/48", "Browser"])
  assert.deepEqual(rows["25 months"], [null, null, null])
})
