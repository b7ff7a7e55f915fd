// A flood from many addresses fills the database, not the inbox: individual notification emails are
// capped across all visitors; past the cap every enquiry is still stored and accepted, and the agency
// gets one digest per cap window that counts and lists them. Failed notifications can be requeued
// once their cause is fixed, with a new idempotency key and window.
import assert from "node:assert/strict"
import { openFixture, VALID } from "./support/harness.ts"

/** 60 visitors, one enquiry each, from 60 different IPv4 addresses. */
const visitors = Array.from({ length: 60 }, (_, index) => ({
  visitor: `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`,
  body: { ...VALID, firstName: `Visitor${index}`, email: `visitor${index}@example.com` },
}))

Deno.test(
  "60 enquiries from 60 addresses: all accepted and stored, at most the cap plus one digest in the inbox",
  async () => {
    await using t = await openFixture({ env: { NOTIFY_CAP: "20" } })
    const statuses: number[] = []
    for (const { visitor, body } of visitors) {
      const response = await t.send(body, { visitor })
      statuses.push(response.status)
      await response.body?.cancel()
    }
    assert.deepEqual(new Set(statuses), new Set([200]))
    const rows = await t.rows()
    assert.equal(rows.length, 60, "every one stored")
    assert.equal(t.email.deliveries.length, 20, "the cap")
    assert.equal(rows.filter((row) => row.delivery === "digest").length, 40)

    const health = await t.health()
    assert.equal(health.status, 503)
    const answer = await health.json()
    assert.match(answer.problems.join(), /cap of 20 notification emails per 3600 s is reached: 40 enquiry/)
    assert.deepEqual(
      [answer.notifications.individualInWindow, answer.notifications.waitingForDigest],
      [20, 40],
    )

    // The scheduled retry sends one digest with all forty; a second call in the same window sends nothing.
    assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
    assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 0, sent: 0 })
    assert.equal(t.email.deliveries.length, 21, "the cap plus one digest")
    const digest = t.email.deliveries[20]
    assert.match(digest.subject, /digest: 40 past the email limit/)
    for (const index of [20, 40, 59])
      assert.ok(digest.text.includes(`visitor${index}@example.com`), `${index}`)
    assert.ok(!digest.text.includes("visitor19@example.com"), "an individually emailed one is not repeated")
    assert.equal(digest.text.match(/^Project details:$/gm)?.length, 40, "each enquiry in full")
    assert.equal(digest.reply_to, "hello@roamcreative.com.au")
    assert.ok((await t.rows()).every((row) => row.notification_status === "sent"))
    console.log(
      `60 addresses: ${statuses.filter((status) => status === 200).length} accepted, ${rows.length} stored, ${t.email.deliveries.length} emails (20 individual + 1 digest of 40)`,
    )
  },
)

Deno.test("enquiries past the cap after a digest wait for the next window's digest", async () => {
  await using t = await openFixture({ env: { NOTIFY_CAP: "1" } })
  for (const { visitor, body } of visitors.slice(0, 3)) await (await t.send(body, { visitor })).body?.cancel()
  await (await t.retry()).body?.cancel()
  assert.equal(t.email.deliveries.length, 2, "one individual, one digest of two")
  await (await t.send(visitors[3].body, { visitor: visitors[3].visitor })).body?.cancel()
  assert.deepEqual(
    await (await t.retry()).json(),
    { expired: 0, attempted: 0, sent: 0 },
    "not within the window",
  )
  await t.sql`update contact_enquiries set digested_at = digested_at - interval '1 hour' where digested_at is not null`
  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
  assert.match(t.email.deliveries[2].subject, /digest: 1 past/)
})

Deno.test("a digest that fails is retried as the same message under the same key", async () => {
  await using t = await openFixture({ env: { NOTIFY_CAP: "1" } })
  for (const { visitor, body } of visitors.slice(0, 3)) await (await t.send(body, { visitor })).body?.cancel()
  t.email.mode = "error"
  await (await t.retry()).body?.cancel()
  assert.deepEqual(
    (await t.rows()).map((row) => [row.notification_status, row.last_error_kind]),
    [
      ["sent", null],
      ["pending", "temporary"],
      ["pending", "temporary"],
    ],
  )
  // A new enquiry arrives meanwhile: it is not added to the digest already formed.
  await (await t.send(visitors[3].body, { visitor: visitors[3].visitor })).body?.cancel()
  t.email.mode = "ok"
  await t.makeDue()
  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
  const [first, retried] = t.email.attempts.slice(1)
  assert.equal(retried.idempotencyKey, first.idempotencyKey)
  assert.equal(retried.text, first.text)
  assert.match(retried.subject, /digest: 2 past/)
})

Deno.test("a requeued failed notification goes out once, under a new key and a new window", async () => {
  await using t = await openFixture()
  t.email.mode = "reject"
  const { id } = await (await t.send(VALID)).json()
  const [failed] = await t.rows()
  assert.equal(failed.notification_status, "failed")
  t.email.mode = "ok"

  const [{ requeued }] = await t.sql<{ requeued: number }[]>`select enquiry_jobs.requeue_failed() as requeued`
  assert.equal(requeued, 1)
  const [row] = await t.rows()
  assert.equal(row.notification_status, "pending")
  assert.notEqual(row.delivery_key, failed.delivery_key, "a new idempotency key")
  const window = (new Date(String(row.retry_until)).getTime() - Date.now()) / 3_600_000
  assert.ok(window > 22.9 && window <= 23, `a new 23-hour window (${window})`)

  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 0, sent: 0 })
  assert.deepEqual(
    t.email.deliveries.map((email) => [email.idempotencyKey, email.reply_to]),
    [[row.delivery_key, VALID.email]],
  )
  assert.equal((await t.rows())[0].notification_status, "sent")
  assert.equal(
    (await t.sql<{ n: number }[]>`select enquiry_jobs.requeue_failed() as n`)[0].n,
    0,
    "nothing failed is left; a sent one is never requeued",
  )
  assert.ok(id)
})

Deno.test("requeued notifications respect the cap: past it they join the digest", async () => {
  await using t = await openFixture({ env: { NOTIFY_CAP: "2" } })
  t.email.mode = "reject"
  for (const { visitor, body } of visitors.slice(0, 2)) await (await t.send(body, { visitor })).body?.cancel()
  t.email.mode = "ok"
  await t.sql`select enquiry_jobs.requeue_failed()`
  // Both slots of the window went to the first, refused attempts.
  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
  assert.equal(t.email.deliveries.length, 1)
  assert.match(t.email.deliveries[0].subject, /digest: 2 past/)
})
