// Faults an operator will meet: a slow or dead database, an email API down for longer than the retry
// window, the function killed in the middle of a send. Each ends with the enquiry stored and emailed
// exactly once, or refused with 503 and neither stored nor emailed - never emailed without a row.
import assert from "node:assert/strict"
import { freePort } from "./support/database.ts"
import {
  eventually,
  isPglite,
  openFixture,
  post,
  SITE,
  testDatabaseUrl,
  testEnv,
  VALID,
} from "./support/harness.ts"

const root = new URL("../../../", import.meta.url).pathname

Deno.test(
  "database slower than the time limit: 503, nothing emailed, and the abandoned transaction rolls back",
  async () => {
    await using t = await openFixture({ proxied: true, env: { DB_TIMEOUT_MS: "2000", DB_POOL_MAX: "1" } })
    const warmUp = await t.send({ ...VALID, email: "warm@example.com" }) // opens the pool's connection
    assert.equal(warmUp.status, 200)
    await warmUp.body?.cancel()
    // Each round trip now takes 800 ms; storing takes about eight of them.
    t.proxy.delayMs = 400
    const response = await t.send(VALID)
    assert.equal(response.status, 503)
    assert.equal((await response.json()).error, "unavailable")
    assert.equal(t.email.attempts.length, 1, "only the warm-up enquiry was emailed")

    t.proxy.delayMs = 0
    // A call through the app's one connection waits behind the abandoned transaction, which checks the
    // deadline before its insert and before committing, and rolls back: the visitor was told 503 and
    // keeps their values, so a row committed late would be a second copy when they send again.
    assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 0, sent: 0 })
    await new Promise((resolve) => setTimeout(resolve, 500))
    assert.deepEqual(
      (await t.rows()).map((row) => row.email),
      ["warm@example.com"],
    )
    assert.equal(t.email.attempts.length, 1, "nothing emailed for it")
  },
)

Deno.test("database holding a lock past the time limit: 503, no row and nothing emailed", async () => {
  await using t = await openFixture({ env: { DB_TIMEOUT_MS: "300", DB_POOL_MAX: "1" } })
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let locked!: () => void
  const lockTaken = new Promise<void>((resolve) => (locked = resolve))
  const holder = t.sql.begin(async (tx) => {
    await tx`lock table contact_enquiries in exclusive mode`
    locked()
    await released
  })
  await lockTaken
  const started = performance.now()
  const response = await t.send(VALID)
  assert.equal(response.status, 503)
  await response.body?.cancel()
  assert.ok(performance.now() - started < 3000, "the visitor is not kept waiting")
  await new Promise((resolve) => setTimeout(resolve, 1000)) // past the server's statement_timeout too
  release()
  await holder
  await (await t.retry()).body?.cancel() // waits for whatever the app still had queued
  await t.makeDue()
  await (await t.retry()).body?.cancel()
  const rows = await t.rows()
  // PostgreSQL cancels the waiting statement (statement_timeout); PGlite runs it once the lock is gone,
  // leaving a row the retry path delivers.
  assert.equal(rows.length, t.email.deliveries.length)
  assert.ok(rows.every((row) => row.notification_status === "sent"))
  if (!isPglite()) assert.equal(rows.length, 0)
})

Deno.test("database down: 503 so the form keeps the visitor's values; nothing emailed", async () => {
  await using t = await openFixture({ proxied: true, env: { DB_TIMEOUT_MS: "1000" } })
  t.proxy.cut()
  const response = await t.send(VALID)
  assert.equal(response.status, 503)
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
  await response.body?.cancel()
  assert.equal(t.email.attempts.length, 0)
  assert.ok(t.logs.some((entry) => entry.outcome === "not_stored"))
})

Deno.test(
  "email API down past the retry window: failed with its reason and visible on the health answer",
  async () => {
    await using t = await openFixture()
    t.email.mode = "error"
    await (await t.send(VALID)).body?.cancel()
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.makeDue()
      await (await t.retry()).body?.cancel()
    }
    await t.sql`update contact_enquiries set retry_until = now() - interval '1 second'`
    await t.makeDue()
    assert.deepEqual(await (await t.retry()).json(), { expired: 1, attempted: 0, sent: 0 })
    const health = await t.health()
    assert.equal(health.status, 503)
    const answer = await health.json()
    assert.equal(answer.notifications.failed, 1)
    assert.ok(answer.problems.some((problem: string) => /failed for good/.test(problem)))
  },
)

for (const mode of ["hang", "deliver_then_hang"] as const) {
  Deno.test(
    `function killed mid-send (email API ${mode}): the schedule delivers it exactly once`,
    async () => {
      await using t = await openFixture()
      t.email.mode = mode
      const port = freePort()
      const server = new Deno.Command("deno", {
        args: [
          "run",
          "--config",
          `${root}supabase/functions/deno.json`,
          // Not `deno task`: SIGKILL below must reach the server itself, and a task's shell would not pass it on.
          "--allow-net",
          "--allow-env",
          "--allow-read",
          "--allow-write",
          `${root}scripts/local/functions-server.ts`,
        ],
        env: {
          ...testEnv({
            ENQUIRY_DB_URL: testDatabaseUrl(),
            RESEND_API_URL: t.email.url,
            EMAIL_TIMEOUT_MS: "60000",
          }),
          CLIENT_IP_HEADER: "cf-connecting-ip",
          FUNCTIONS_PORT: String(port),
        },
        stdout: "null",
        stderr: "null",
      }).spawn()
      const url = `http://127.0.0.1:${port}/functions/v1/send-contact-email`
      const listening = () =>
        fetch(url, { method: "OPTIONS" }).then(
          (r) => (r.body?.cancel(), true),
          () => false,
        )
      await eventually(listening, "the function server listens", 90_000)
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
      assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
      assert.equal(t.email.deliveries.length, 1, "the agency is emailed exactly once")
    },
  )
}
