// Store, then one send attempt: what is stored, what the agency receives, and how a notification that
// did not go out is retried - once per attempt, never twice per enquiry, never backwards.
import assert from "node:assert/strict"
import { createStore, UNCONFIRMED_REASON } from "../send-contact-email/store.ts"
import { openFixture, SITE, VALID, VISITOR } from "./support/harness.ts"

Deno.test("a valid enquiry is stored with its metadata and answered 200 with its id", async () => {
  await using t = await openFixture()
  const response = await t.send(
    { ...VALID, firstName: "  Mia " },
    { headers: { "User-Agent": "Test browser" } },
  )
  assert.equal(response.status, 200)
  const { id, received } = await response.json()
  const [row] = await t.rows()
  assert.equal(received, true)
  assert.equal(row.id, id)
  assert.deepEqual(await t.enquiries(), [VALID])
  assert.deepEqual([row.client_ip, row.origin], [VISITOR, SITE])
  assert.ok(!("user_agent" in row), "the browser's user agent is not stored: nothing uses it")
})

Deno.test("the agency is emailed once, keyed by the enquiry id, and the row is marked sent", async () => {
  await using t = await openFixture()
  const { id } = await (await t.send(VALID)).json()
  const [row] = await t.rows()
  assert.deepEqual([row.notification_status, row.notification_attempts], ["sent", 1])
  assert.equal(t.email.attempts.length, 1)
  const [email] = t.email.deliveries
  assert.equal(email.idempotencyKey, id)
  assert.equal(email.authorization, "Bearer re_test_key")
  assert.deepEqual(email.to, ["hello@roamcreative.com.au"])
  assert.equal(email.reply_to, VALID.email)
  assert.equal(email.subject, "New enquiry: Mia Nguyen (Cafe)")
  assert.ok(email.text.includes(VALID.projectDetails))
})

Deno.test("the email's HTML escapes what the visitor wrote", async () => {
  await using t = await openFixture()
  await (
    await t.send({
      ...VALID,
      lastName: "<img src=x onerror=alert(1)>",
      projectDetails: '<script>alert("x")</script>',
    })
  ).body?.cancel()
  const [email] = t.email.deliveries
  assert.ok(!email.html.includes("<script>") && !email.html.includes("<img src=x"))
  assert.ok(email.html.includes("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
})

Deno.test("a repeated Idempotency-Key returns the first answer: one row, one email", async () => {
  await using t = await openFixture()
  const first = await (await t.send(VALID, { key: "form-attempt-0002" })).json()
  const repeats = await Promise.all(
    Array.from({ length: 5 }, () => t.send(VALID, { key: "form-attempt-0002" })),
  )
  for (const response of repeats) assert.equal((await response.json()).id, first.id)
  assert.equal((await t.rows()).length, 1)
  assert.equal(t.email.attempts.length, 1)
})

Deno.test("concurrent first submissions with one key store once", async () => {
  await using t = await openFixture()
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => t.send(VALID, { key: "form-attempt-race" })),
  )
  const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)))
  assert.equal(ids.size, 1)
  assert.equal((await t.rows()).length, 1)
  assert.equal(t.email.deliveries.length, 1)
})

Deno.test("a filled honeypot is answered like success, stored as spam and never emailed", async () => {
  await using t = await openFixture()
  const response = await t.send({ ...VALID, enquiry_reference: "http://cheap-seo.example" })
  assert.equal(response.status, 200)
  assert.equal((await response.json()).received, true)
  const [row] = await t.rows()
  assert.deepEqual([row.is_spam, row.notification_status], [true, "skipped"])
  assert.equal(t.email.attempts.length, 0)
})

Deno.test("an empty honeypot is a person", async () => {
  await using t = await openFixture()
  await (await t.send({ ...VALID, enquiry_reference: "" })).body?.cancel()
  assert.equal(t.email.deliveries.length, 1)
})

for (const mode of ["error", "rate_limited", "hang"] as const) {
  Deno.test(
    `email API ${mode}: stored as pending with a backoff, visitor still told it was received`,
    async () => {
      await using t = await openFixture()
      t.email.mode = mode
      const response = await t.send(VALID)
      assert.equal(response.status, 200)
      await response.body?.cancel()
      const [row] = await t.rows()
      assert.deepEqual([row.notification_status, row.last_error_kind], ["pending", "temporary"])
      assert.match(String(row.last_error), mode === "hang" ? /timed out/ : /answered (500|429)/)
      assert.ok(
        new Date(String(row.next_attempt_at)).getTime() > Date.now(),
        "backs off before the next attempt",
      )
    },
  )
}

Deno.test("a pending notification is left alone until its backoff has passed", async () => {
  await using t = await openFixture()
  await t.storePending()
  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 0, sent: 0 })
})

Deno.test("the retry path delivers a due notification once and marks it sent", async () => {
  await using t = await openFixture()
  const [id] = await t.storePending()
  await t.makeDue()
  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
  assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 0, sent: 0 })
  const [row] = await t.rows()
  assert.deepEqual([row.notification_status, row.notification_attempts, row.last_error], ["sent", 2, null])
  assert.deepEqual(
    t.email.deliveries.map((email) => email.idempotencyKey),
    [id],
  )
})

Deno.test("two retry calls at once never send one notification twice", async () => {
  await using t = await openFixture()
  await t.storePending(...[0, 1, 2].map((index) => ({ ...VALID, email: `queued${index}@example.com` })))
  await t.makeDue()
  const reports = await Promise.all([t.retry(), t.retry()].map(async (response) => (await response).json()))
  assert.equal(reports[0].attempted + reports[1].attempted, 3)
  assert.equal(t.email.deliveries.length, 3)
  assert.deepEqual(
    (await t.rows()).map((row) => row.notification_status),
    ["sent", "sent", "sent"],
    JSON.stringify(t.logs),
  )
})

Deno.test(
  "a notification that keeps failing is retried by time, the wait capped, until retry_until; then failed",
  async () => {
    await using t = await openFixture({
      env: { NOTIFY_RETRY_BASE_SECONDS: "60", NOTIFY_RETRY_MAX_SECONDS: "600" },
    })
    t.email.mode = "error"
    await (await t.send(VALID)).body?.cancel()
    // Twelve failed attempts (the old limit was eight): still pending, the wait doubling to its cap.
    for (let attempt = 2; attempt <= 12; attempt += 1) {
      await t.makeDue()
      await (await t.retry()).body?.cancel()
    }
    const [retrying] = await t.rows()
    assert.deepEqual([retrying.notification_status, retrying.notification_attempts], ["pending", 12])
    const waitSeconds = (new Date(String(retrying.next_attempt_at)).getTime() - Date.now()) / 1000
    assert.ok(waitSeconds > 590 && waitSeconds <= 600, `waits ${waitSeconds} s, the cap`)
    // The wait never runs past the window: near its end, the next attempt is due at retry_until.
    await t.sql`update contact_enquiries set retry_until = now() + interval '2 minutes'`
    await t.makeDue()
    await (await t.retry()).body?.cancel()
    const [last] = await t.rows()
    assert.equal(
      new Date(String(last.next_attempt_at)).getTime(),
      new Date(String(last.retry_until)).getTime(),
    )
    await t.sql`update contact_enquiries set retry_until = now() - interval '1 second', next_attempt_at = now() - interval '1 second'`
    assert.deepEqual(await (await t.retry()).json(), { expired: 1, attempted: 0, sent: 0 })
    const [row] = await t.rows()
    assert.deepEqual(
      [row.notification_status, row.last_error_kind, row.next_attempt_at],
      ["failed", "unconfirmed", null],
    )
  },
)

Deno.test("a message the email API refuses outright is failed at once with the reason", async () => {
  await using t = await openFixture()
  t.email.mode = "reject"
  await (await t.send(VALID)).body?.cancel()
  const [row] = await t.rows()
  assert.deepEqual([row.notification_status, row.last_error_kind], ["failed", "refused"])
  assert.match(String(row.last_error), /422 \(validation_error\)/)
})

Deno.test("the email API still busy with the same key: the notification waits as pending", async () => {
  await using t = await openFixture()
  t.email.mode = "conflict"
  await (await t.send(VALID)).body?.cancel()
  const [row] = await t.rows()
  assert.equal(row.notification_status, "pending")
  assert.match(String(row.last_error), /409 \(concurrent_idempotent_requests\)/)
})

Deno.test("a late answer from an older attempt never moves a sent row back to pending", async () => {
  await using t = await openFixture()
  // Attempt 1 delivers but its answer never comes back; attempt 2 (the retry path) sends and records it.
  t.email.mode = "deliver_then_hang"
  const { id } = await (await t.send(VALID)).json()
  t.email.mode = "ok"
  await t.makeDue()
  await (await t.retry()).body?.cancel()
  // Attempt 1 reports again, late: the row belongs to attempt 2 now.
  const store = createStore(t.sql, 1000)
  const late = await store.recordFailure(
    { id },
    1,
    { message: "late", kind: "temporary" },
    { baseDelaySeconds: 60, maxDelaySeconds: 3600 },
  )
  assert.equal(late, null)
  const [row] = await t.rows()
  assert.deepEqual([row.notification_status, row.notification_attempts, row.last_error], ["sent", 2, null])
  assert.equal(t.email.deliveries.length, 1, "the retry inside the key's window was recognised")
})

Deno.test(
  "past the email API's 24-hour window an unconfirmed notification is failed, not sent again",
  async () => {
    await using t = await openFixture({ forgetAfterMs: 50 })
    t.email.mode = "deliver_then_hang"
    await (await t.send(VALID)).body?.cancel()
    t.email.mode = "ok"
    // A day later: the API has forgotten the key, and the row's retry window has closed.
    await new Promise((resolve) => setTimeout(resolve, 60))
    await t.sql`update contact_enquiries set retry_until = now() - interval '1 second', created_at = created_at - interval '24 hours'`
    await t.makeDue()
    assert.deepEqual(await (await t.retry()).json(), { expired: 1, attempted: 0, sent: 0 })
    const [row] = await t.rows()
    assert.deepEqual(
      [row.notification_status, row.last_error_kind, row.last_error],
      ["failed", "unconfirmed", UNCONFIRMED_REASON],
    )
    assert.equal(t.email.deliveries.length, 1, "the agency was not emailed a second time")
  },
)

Deno.test(
  "an email API refusing our key is a configuration problem, and the row stays retryable",
  async () => {
    await using t = await openFixture()
    t.email.mode = "unauthorized"
    await (await t.send(VALID)).body?.cancel()
    const [row] = await t.rows()
    assert.deepEqual([row.notification_status, row.last_error_kind], ["pending", "configuration"])
    assert.ok(t.logs.some((entry) => entry.outcome === "email_configuration_error"))
  },
)

Deno.test("logs one line per request with outcome and duration, never what the visitor wrote", async () => {
  await using t = await openFixture()
  await (await t.send(VALID)).body?.cancel()
  await (await t.send({ ...VALID, email: "" })).body?.cancel()
  assert.deepEqual(
    t.logs.map((entry) => [entry.outcome, entry.status]),
    [
      ["stored_sent", 200],
      ["invalid", 422],
    ],
  )
  assert.ok(t.logs.every((entry) => typeof entry.durationMs === "number"))
  const serialised = JSON.stringify(t.logs)
  for (const value of [VALID.projectDetails, VALID.email, VALID.phone]) assert.ok(!serialised.includes(value))
})
