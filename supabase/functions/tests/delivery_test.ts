// Store, then one send attempt: what is stored, what the agency receives, how a notification that did not go out
// is retried (once per attempt, never twice per enquiry, never backwards), and the faults an operator will meet.
// Each ends with the enquiry stored and emailed once, or refused with 503, neither: never emailed without a row.
import assert from "node:assert/strict"
import { UNCONFIRMED_REASON } from "../send-contact-email/store.ts"
import { freePort } from "./support/database.ts"
import type { EmailApiMode } from "./support/email-api.ts"
import { eventually, openFixture, post, SITE, storedAgo, VALID, VISITOR } from "./support/harness.ts"

const at = (value: unknown) => new Date(String(value)).getTime()

Deno.test("a valid enquiry is stored, answered 200 with its id, and emailed once under that id", async () => {
  await using t = await openFixture()
  const response = await t.send({ ...VALID, firstName: "  Mia " }, { headers: { "User-Agent": "Browser" } })
  assert.equal(response.status, 200)
  const { id, received } = await response.json()
  const [row] = await t.rows()
  assert.equal(received, true)
  assert.deepEqual([row.id, row.first_name, row.client_ip, row.origin], [id, "Mia", VISITOR, SITE])
  assert.ok(!("user_agent" in row), "the browser's user agent is not stored: nothing uses it")
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

Deno.test("the outbox's raw message ends every line in CRLF, the visitor's own line breaks too", async () => {
  const outbox = await Deno.makeTempDir()
  await using t = await openFixture({ env: { RESEND_API_KEY: "", OUTBOX_DIR: outbox } })
  assert.equal(await t.status({ ...VALID, projectDetails: "Unix\nWindows\r\nold Mac\rend" }), 200)
  const [raw] = [...Deno.readDirSync(outbox)].map((file) => Deno.readTextFileSync(`${outbox}/${file.name}`))
  await Deno.remove(outbox, { recursive: true })
  assert.deepEqual(raw.match(/\r(?!\n)|(?<!\r)\n/g), null, "no line ends in a bare CR or LF")
  assert.match(raw, /\r\nUnix\r\nWindows\r\nold Mac\r\nend\r\n[^]*--\r\n$/)
})

Deno.test("repeats of one Idempotency-Key, sent together or after, store and email once", async () => {
  await using t = await openFixture()
  const key = "form-attempt-0002"
  const together = await Promise.all(Array.from({ length: 8 }, () => t.send(VALID, { key })))
  const answers = [...together, await t.send(VALID, { key })]
  const ids = new Set(await Promise.all(answers.map(async (response) => (await response.json()).id)))
  assert.deepEqual([ids.size, (await t.rows()).length, t.email.attempts.length], [1, 1, 1])
})

Deno.test("an email API failure leaves the enquiry accepted and decides what happens next", async () => {
  const cases: Array<[EmailApiMode, string, string, RegExp]> = [
    ["error", "pending", "temporary", /answered 500/],
    ["rate_limited", "pending", "temporary", /answered 429/],
    ["hang", "pending", "temporary", /timed out/],
    // Still busy with the same key: it waits.
    ["conflict", "pending", "temporary", /409 \(concurrent_idempotent_requests\)/],
    // Our key refused: retried, and a configuration problem for the operator.
    ["unauthorized", "pending", "configuration", /403 \(invalid_api_key\)/],
    // Never to be taken: failed at once, with the reason.
    ["reject", "failed", "refused", /422 \(validation_error\)/],
  ]
  for (const [mode, status, kind, error] of cases) {
    await using t = await openFixture()
    t.email.mode = mode
    assert.equal(await t.status(VALID), 200, mode)
    const [row] = await t.rows()
    assert.deepEqual([row.notification_status, row.last_error_kind], [status, kind], mode)
    assert.match(String(row.last_error), error)
    if (status === "pending") assert.ok(at(row.next_attempt_at) > Date.now(), `${mode}: backs off`)
    const logged = t.logs.some((entry) => entry.outcome === "email_configuration_error")
    assert.equal(logged, mode === "unauthorized", mode)
  }
})

Deno.test("the retry path delivers a due notification once, and leaves one not yet due alone", async () => {
  await using t = await openFixture()
  const [id] = await t.storePending()
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 0, sent: 0 }, "backing off")
  await t.makeDue()
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 1, sent: 1 })
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 0, sent: 0 })
  const [row] = await t.rows()
  assert.deepEqual([row.notification_status, row.notification_attempts, row.last_error], ["sent", 2, null])
  const keys = t.email.deliveries.map((email) => email.idempotencyKey)
  assert.deepEqual(keys, [id], "under the enquiry's id")
})

Deno.test("two retry calls at once never send one notification twice", async () => {
  await using t = await openFixture()
  await t.storePending(...[0, 1, 2].map((index) => ({ ...VALID, email: `queued${index}@example.com` })))
  await t.makeDue()
  const reports = await Promise.all([t.retried(), t.retried()])
  assert.equal(reports[0].attempted + reports[1].attempted, 3)
  assert.equal(t.email.deliveries.length, 3)
  const statuses = (await t.rows()).map((row) => row.notification_status)
  assert.deepEqual(statuses, ["sent", "sent", "sent"])
})

Deno.test("a new enquiry retries due notifications in the background", async () => {
  await using t = await openFixture({ env: { NOTIFY_RETRY_BATCH: "5" } })
  await storedAgo(t.sql, "1 minute", { notification_attempts: 1, email: "ava@example.com" })
  await t.makeDue()
  assert.equal(await t.status(VALID), 200)
  const sent = async () => (await t.rows()).every((row) => row.notification_status === "sent")
  await eventually(sent, "the background retry has sent the earlier one")
  const statuses = (await t.rows()).map((row) => row.notification_status)
  assert.deepEqual(statuses, ["sent", "sent"])
  assert.equal(t.email.deliveries.length, 2)
})

Deno.test("a failing notification backs off up to its cap and retry_until, then fails", async () => {
  await using t = await openFixture({
    env: { NOTIFY_RETRY_BASE_SECONDS: "60", NOTIFY_RETRY_MAX_SECONDS: "600" },
  })
  t.email.mode = "error"
  assert.equal(await t.status(VALID), 200)
  const waits: number[] = []
  for (let attempt = 2; attempt <= 6; attempt += 1) {
    const [row] = await t.rows()
    waits.push(Math.round((at(row.next_attempt_at) - Date.now()) / 1000))
    await t.makeDue()
    await t.retried()
  }
  const [retrying] = await t.rows()
  assert.deepEqual([retrying.notification_status, retrying.notification_attempts], ["pending", 6])
  // 60 s doubling per attempt, capped at 600 s.
  const rounded = waits.map((wait) => Math.round(wait / 10) * 10)
  assert.deepEqual(rounded, [60, 120, 240, 480, 600], "seconds")
  // The wait never runs past the window: near its end, the next attempt is due at retry_until.
  await t.sql`update contact_enquiries set retry_until = now() + interval '2 minutes'`
  await t.makeDue()
  await t.retried()
  const [last] = await t.rows()
  assert.equal(at(last.next_attempt_at), at(last.retry_until))
  await t.sql`update contact_enquiries set retry_until = now() - interval '1 second', next_attempt_at = now() - interval '1 second'`
  assert.deepEqual(await t.retried(), { expired: 1, attempted: 0, sent: 0 })
  const [row] = await t.rows()
  assert.deepEqual(
    [row.notification_status, row.last_error_kind, row.next_attempt_at],
    ["failed", "unconfirmed", null],
  )
  const health = await (await t.health()).json()
  assert.ok(health.problems.some((problem: string) => /1 notification\(s\) failed for good/.test(problem)))
})

Deno.test("a late answer from an older attempt never moves a sent row back to pending", async () => {
  await using t = await openFixture()
  // Attempt 1 delivers but its answer never comes back; attempt 2 (the retry path) sends and records it.
  t.email.mode = "deliver_then_hang"
  const { id } = await (await t.send(VALID)).json()
  t.email.mode = "ok"
  await t.makeDue()
  await t.retried()
  // Attempt 1 reports again, late: the row belongs to attempt 2 now.
  assert.equal(await t.app.store.recordFailure({ id }, 1, { message: "late", kind: "temporary" }), null)
  const [row] = await t.rows()
  assert.deepEqual([row.notification_status, row.notification_attempts, row.last_error], ["sent", 2, null])
  assert.equal(t.email.deliveries.length, 1, "the retry inside the key's window was recognised")
})

Deno.test("past the API's 24-hour key window an unconfirmed notification fails, never resent", async () => {
  await using t = await openFixture({ forgetAfterMs: 50 })
  t.email.mode = "deliver_then_hang"
  assert.equal(await t.status(VALID), 200)
  t.email.mode = "ok"
  // A day later: the API has forgotten the key, and the row's retry window has closed.
  await new Promise((resolve) => setTimeout(resolve, 60))
  await t.sql`update contact_enquiries set retry_until = now() - interval '1 second', created_at = created_at - interval '24 hours'`
  await t.makeDue()
  assert.deepEqual(await t.retried(), { expired: 1, attempted: 0, sent: 0 })
  const [row] = await t.rows()
  assert.deepEqual(
    [row.notification_status, row.last_error_kind, row.last_error],
    ["failed", "unconfirmed", UNCONFIRMED_REASON],
  )
  assert.equal(t.email.deliveries.length, 1, "the agency was not emailed a second time")
})

Deno.test("logs one line per request with outcome and duration, never what the visitor wrote", async () => {
  await using t = await openFixture()
  await t.status(VALID)
  await t.status({ ...VALID, email: "" })
  const logged = t.logs.map((entry) => `${entry.outcome} ${entry.status}`)
  assert.deepEqual(logged, ["stored_sent 200", "invalid 422"])
  assert.ok(t.logs.every((entry) => typeof entry.durationMs === "number"))
  const serialised = JSON.stringify(t.logs)
  for (const value of [VALID.projectDetails, VALID.email, VALID.phone]) assert.ok(!serialised.includes(value))
})

Deno.test("database down or reachable only without TLS: 503, the visitor keeps their values", async () => {
  // 0.0.0.0 reaches this machine's test database, but is not loopback by name: without TLS it is never used.
  const unencrypted = Object.assign(new URL(Deno.env.get("TEST_DATABASE_URL") ?? ""), { hostname: "0.0.0.0" })
  const down = `postgres://postgres@127.0.0.1:${freePort()}/postgres`
  const cases = [
    [down, /^503 .*database cannot be read/],
    [unencrypted.href, /^503 .*sslmode/],
  ] as const
  for (const [url, problem] of cases) {
    await using t = await openFixture({ env: { ENQUIRY_DB_URL: url } })
    const response = await t.send(VALID)
    await response.body?.cancel()
    const answered = [response.status, response.headers.get("Access-Control-Allow-Origin")]
    assert.deepEqual([...answered, (await t.rows()).length, t.email.attempts.length], [503, SITE, 0, 0])
    assert.ok(t.logs.some((entry) => entry.outcome === "not_stored"))
    const health = await t.health()
    assert.match(`${health.status} ${(await health.json()).problems}`, problem)
  }
})

Deno.test("a database past the time limit: 503, nothing emailed, the transaction rolled back", async () => {
  await using t = await openFixture({ proxied: true, env: { DB_TIMEOUT_MS: "2000", DB_POOL_MAX: "1" } })
  assert.equal(await t.status({ ...VALID, email: "warm@example.com" }), 200, "opens the pool's connection")
  // Each round trip now takes 800 ms; storing takes about eight of them.
  t.proxy.delayMs = 400
  assert.equal(await t.status(VALID), 503)
  t.proxy.delayMs = 0
  // A call through the app's one connection waits behind the abandoned transaction, which checks the
  // deadline before its insert and before committing, and rolls back: the visitor was told 503 and
  // keeps their values, so a row committed late would be a second copy when they send again.
  await t.retried()
  await new Promise((resolve) => setTimeout(resolve, 500))
  const stored = (await t.rows()).map((row) => row.email)
  assert.deepEqual(stored, ["warm@example.com"])
  assert.equal(t.email.attempts.length, 1, "only the first enquiry was emailed")
})

Deno.test("a database lock past the time limit: 503 at once, no row and nothing emailed", async () => {
  await using t = await openFixture({ env: { DB_TIMEOUT_MS: "300", DB_POOL_MAX: "1" } })
  let release!: () => void
  let locked!: () => void
  const lockTaken = new Promise<void>((resolve) => (locked = resolve))
  const holder = t.sql.begin(async (tx) => {
    await tx`lock table contact_enquiries in exclusive mode`
    locked()
    await new Promise<void>((resolve) => (release = resolve))
  })
  await lockTaken
  const started = performance.now()
  assert.equal(await t.status(VALID), 503)
  assert.ok(performance.now() - started < 3000, "the visitor is not kept waiting")
  await new Promise((resolve) => setTimeout(resolve, 1000)) // past the server's statement_timeout too
  release()
  await holder
  await t.retried() // waits for whatever the app still had queued
  assert.equal((await t.rows()).length, 0)
  assert.equal(t.email.attempts.length, 0)
})

Deno.test("the function killed mid-send after delivering: the schedule sends it exactly once", async () => {
  await using t = await openFixture()
  t.email.mode = "deliver_then_hang"
  const { url, server } = await t.serve({ EMAIL_TIMEOUT_MS: "60000" })
  const request = post(VALID)
  const answered = fetch(url, { method: "POST", headers: request.headers, body: await request.text() })
    .then((response) => response.body?.cancel())
    .catch(() => "no answer")
  await eventually(() => Promise.resolve(t.email.attempts.length === 1), "the send has started", 10_000)
  server.kill("SIGKILL")
  await server.status
  assert.equal(await answered, "no answer")
  const [stored] = await t.rows()
  assert.deepEqual([stored.notification_status, stored.notification_attempts], ["pending", 1])
  t.email.mode = "ok"
  await t.makeDue() // the dead request's lease has run out
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 1, sent: 1 })
  assert.equal(t.email.deliveries.length, 1, "the agency is emailed exactly once")
})
