// The limits of docs/enquiry-backend.md, "Limits, shares, ceiling and purge": rate limits per visitor address,
// /64, /48 and (only without an address) email; individual emails capped across all visitors and per sender, past
// which enquiries wait for the digest; the ceiling, past which nothing is stored. Nobody uses up another's limit.
import assert from "node:assert/strict"
import { HONEYPOT_FIELD } from "../_shared/enquiry.ts"
import { readConfig } from "../send-contact-email/config.ts"
import { openFixture, SITE, storedAgo, VALID } from "./support/harness.ts"

/** The shipped limits and shares (the test configuration raises them). */
const LIMITS = ["RATE_LIMIT_PER_CLIENT", "RATE_LIMIT_PER_PREFIX", "NOTIFY_CAP", "NOTIFY_SHARE_PER_SENDER"]
const SHIPPED = Object.fromEntries(LIMITS.map((name) => [name, ""]))
const spam = { ...VALID, [HONEYPOT_FIELD]: "spam" }
/** Project details long enough that a cut would show, with the enquiry's label at the very end. */
const details = (label: string) => `${"We need photos of the whole menu. ".repeat(30)}Enquiry ${label}.`
const from = (index: number) => `198.51.100.${index + 1}`

type Step = [visitor: string | null, status: number, body?: unknown]
/** Sends each step's body (VALID unless given) from its visitor under `env`'s limits, expecting its status. */
async function expectAnswers(env: Record<string, string>, ...steps: Step[]) {
  await using t = await openFixture({ env })
  for (const [index, [visitor, status, body = VALID]] of steps.entries()) {
    const answered = await t.status(body, { visitor, headers: { "X-Forwarded-For": "192.0.2.200" } })
    assert.equal(answered, status, `step ${index + 1} under ${JSON.stringify(env)}`)
  }
  const [{ refusals }] = await t.sql<{ refusals: number }[]>`
    select count(*)::int as refusals from contact_refusals`
  const warned = t.logs.filter((entry) => entry.outcome === "no_client_address").length
  return { stored: (await t.rows()).length, refusals, warned }
}

Deno.test("who shares a rate limit: an address, its /64 and /48, or else the email address", async () => {
  const [a, b, c] = [from(0), from(1), from(2)]
  // One address; another is not limited.
  await expectAnswers({ RATE_LIMIT_PER_CLIENT: "1" }, [a, 200], [a, 429], [b, 200])
  // The addresses of one IPv6 /64.
  await expectAnswers({ RATE_LIMIT_PER_CLIENT: "1" }, ["2001:db8:7:7::1", 200], ["2001:db8:7:7::2", 429])
  // The /64s of one /48; another /48 and IPv4 are not.
  const prefix = { RATE_LIMIT_PER_CLIENT: "5", RATE_LIMIT_PER_PREFIX: "2" }
  const sixes = ["2001:db8:7:1::1", "2001:db8:7:2::1", "2001:db8:7:3::1", "2001:db8:8:1::1"]
  await expectAnswers(prefix, [sixes[0], 200], [sixes[1], 200], [sixes[2], 429], [sixes[3], 200], [a, 200])
  // Not the email address when an address is known: nobody uses up a person's limit in their name.
  await expectAnswers({ RATE_LIMIT_PER_CLIENT: "3", RATE_LIMIT_PER_EMAIL: "1" }, [a, 200], [b, 200], [c, 200])
  // The email address, ignoring case, without the proxy's header (X-Forwarded-For, which the visitor
  // writes, is never read); the missing header is logged once.
  const email = (address: string) => ({ ...VALID, email: address })
  const noAddress = await expectAnswers(
    { RATE_LIMIT_PER_EMAIL: "2" },
    [null, 200, email("Same@Example.com")],
    [null, 200, email("Same@Example.com")],
    [null, 429, email("same@example.com")],
    [null, 200, email("other@example.com")],
  )
  assert.equal(noAddress.warned, 1)
  // Refused submissions count; past the limit a good one is refused too, and nothing more is written.
  const crafted = email(`a@${"a.".repeat(7498)}<`)
  const refused = await expectAnswers(
    { RATE_LIMIT_PER_CLIENT: "2" },
    [a, 200],
    [a, 422, crafted],
    [a, 429, email("")],
    [a, 429],
    [b, 200],
  )
  assert.deepEqual([refused.refusals, refused.warned], [1, 0])
})

Deno.test("past the limit: 429 and a readable Retry-After, to when the first place frees", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_WINDOW_SECONDS: "600", RATE_LIMIT_PER_CLIENT: "2" } })
  for (const age of [500, 300, 100]) await storedAgo(t.sql, `${age} seconds`, { client_ip: "198.51.100.77" })
  const limited = await t.send(VALID, { visitor: "198.51.100.77" })
  assert.equal(limited.status, 429)
  await limited.body?.cancel()
  // Under 2 again once the one sent 300 s ago leaves the 600 s window, not when the oldest does.
  const retryAfter = Number(limited.headers.get("Retry-After"))
  assert.ok(retryAfter >= 295 && retryAfter <= 301, `Retry-After ${retryAfter}, expected about 300`)
  assert.equal(limited.headers.get("Access-Control-Allow-Origin"), SITE)
  assert.equal(limited.headers.get("Access-Control-Expose-Headers"), "Retry-After")
})

Deno.test("a burst from one visitor on a slow database cannot slip past the limit", async () => {
  // Time enough for twenty queued transactions on a loaded machine: this is about concurrency.
  await using t = await openFixture({
    proxied: true,
    env: { RATE_LIMIT_PER_CLIENT: "5", DB_TIMEOUT_MS: "30000" },
  })
  t.proxy.delayMs = 5
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, index) => t.status({ ...VALID, email: `burst${index}@example.com` })),
  )
  assert.equal(statuses.filter((status) => status === 200).length, 5, statuses.join())
  assert.equal(statuses.filter((status) => status === 429).length, 15, statuses.join())
})

Deno.test("one sender gets its share of emails, everyone the cap; the rest come in one digest", async () => {
  await using t = await openFixture({ env: { ...SHIPPED, RATE_LIMIT_PER_CLIENT: "6", NOTIFY_CAP: "5" } })
  const send = (visitor: string, label: string, email = `${label.replace(/\W/g, "")}@example.com`) =>
    t.status({ ...VALID, email, projectDetails: details(label) }, { visitor })
  for (let index = 0; index < 6; index++) assert.equal(await send("198.51.100.7", `flood ${index}`), 200)
  for (const label of ["customer B", "customer C", "customer D"])
    assert.equal(await send(from(50), label), 200)
  assert.equal(await send("203.0.113.80", "customer E"), 200)
  const emailed = ["flood0", "flood1", "flood2", "customerB", "customerC"].map((n) => `${n}@example.com`)
  const replyTos = t.email.deliveries.map((email) => email.reply_to)
  assert.deepEqual(replyTos, emailed, "the flooding address's share (3), then others until the cap (5)")
  const rows = await t.rows()
  assert.equal(rows.length, 10, "every one stored")
  const health = await t.health()
  assert.equal(health.status, 503)
  const answer = await health.json()
  assert.match(answer.problems.join(), /cap of 5 notification emails per 3600 s is reached: 5 enquiry/)
  assert.deepEqual([answer.notifications.individualInWindow, answer.notifications.waitingForDigest], [5, 5])

  // The digest: each whole, the single sender first, then a sender's repeats together, oldest first.
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 1, sent: 1 })
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 0, sent: 0 }, "one digest per window")
  const digest = t.email.deliveries[5]
  assert.match(digest.subject, /digest: 5 past the email limit/)
  assert.equal(digest.reply_to, "hello@roamcreative.com.au")
  const where = (label: string) => digest.text.indexOf(details(label))
  const heading = digest.text.indexOf("3 enquiries from one sender")
  const order = [
    where("customer D"),
    where("customer E"),
    heading,
    ...[3, 4, 5].map((i) => where(`flood ${i}`)),
  ]
  const sorted = [...order].sort((a, b) => a - b)
  assert.deepEqual(sorted, order, digest.text)
  assert.ok(order[0] > 0 && where("flood 2") === -1, "each held one in full; an emailed one not again")
  assert.equal(digest.text.match(/^Project details:$/gm)?.length, 5)
  assert.equal(digest.text.match(/enquiries from one sender/g)?.length, 1)
  assert.ok(digest.html.includes('<h2 style="font-size:18px">3 enquiries from one sender'))
  assert.ok(!digest.text.includes("198.51.100.7"), "the visitor's address never leaves the database")
  assert.ok((await t.rows()).every((row) => row.notification_status === "sent"))

  // Past the cap after a digest: waits for the next window's digest.
  assert.equal(await send(from(60), "later"), 200)
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 0, sent: 0 }, "not within the window")
  await t.sql`update contact_enquiries set digested_at = digested_at - interval '1 hour' where digested_at is not null`
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 1, sent: 1 })
  assert.match(t.email.deliveries[6].subject, /digest: 1 past/)
})

Deno.test("an IPv6 sender's share counts its /64 and its /48", async () => {
  await using t = await openFixture({ env: { NOTIFY_SHARE_PER_SENDER: "2" } })
  for (const visitor of ["2001:db8:1:1::1", "2001:db8:1:1::2", "2001:db8:1:2::1", "2001:db8:1:3::1"])
    await t.status(VALID, { visitor })
  const deliveries = (await t.rows()).map((row) => row.delivery)
  assert.deepEqual(deliveries, ["individual", "individual", "digest", "digest"], "a /64 uses its /48's share")
  await t.status(VALID, { visitor: "2001:db8:2:1::1" })
  assert.equal(t.email.deliveries.length, 3, "another /48 is emailed")
})

Deno.test("a digest that fails is retried as the same message under the same key", async () => {
  await using t = await openFixture({ env: { NOTIFY_CAP: "1" } })
  for (const index of [0, 1, 2])
    await t.status({ ...VALID, email: `v${index}@example.com` }, { visitor: from(index) })
  t.email.mode = "error"
  await t.retried()
  const statuses = (await t.rows()).map((row) => `${row.notification_status} ${row.last_error_kind}`)
  assert.deepEqual(statuses, ["sent null", "pending temporary", "pending temporary"])
  // A new enquiry arrives meanwhile: it is not added to the digest already formed.
  await t.status(VALID, { visitor: from(3) })
  t.email.mode = "ok"
  await t.makeDue()
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 1, sent: 1 })
  const [first, retried] = t.email.attempts.slice(1)
  assert.deepEqual([retried.idempotencyKey, retried.text], [first.idempotencyKey, first.text])
  assert.match(retried.subject, /digest: 2 past/)
})

Deno.test("requeued failures go out once each, under a new key and window, within the cap", async () => {
  await using t = await openFixture({ env: { NOTIFY_CAP: "3" } })
  t.email.mode = "reject"
  for (const index of [0, 1])
    await t.status({ ...VALID, email: `v${index}@example.com` }, { visitor: from(index) })
  const failed = await t.rows()
  t.email.mode = "ok"
  const [{ requeued }] = await t.sql<{ requeued: number }[]>`select enquiry_jobs.requeue_failed() as requeued`
  assert.equal(requeued, 2)
  const rows = await t.rows()
  const renewed = rows.map((row, i) => row.delivery_key !== failed[i].delivery_key && row.notification_status)
  assert.deepEqual(renewed, ["pending", "pending"], "pending again, each under a new key")
  const window = (new Date(String(rows[0].retry_until)).getTime() - Date.now()) / 3_600_000
  assert.ok(window > 22.9 && window <= 23, `a new 23-hour window (${window})`)
  // The refused attempts took two of the window's three slots: one requeued row is emailed, one joins the digest.
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 2, sent: 2 })
  const [individual, digest] = t.email.deliveries
  const underNewKey = rows.some((row) => row.delivery_key === individual.idempotencyKey)
  assert.ok(underNewKey, "emailed under its new key")
  assert.match(digest.subject, /digest: 1 past/)
  const [{ again }] = await t.sql`select enquiry_jobs.requeue_failed() as again`
  assert.equal(again, 0, "a sent one is never requeued")
})

Deno.test("ten addresses at their limit, spam too, leave a visitor the ceiling's last place", async () => {
  const { rateLimit: limit, storeCeiling: ceiling } = readConfig({ get: () => undefined })
  const run = 10 * limit.perClient
  // The shipped ceiling has room for the run and more; here for one more, so counting spam would show.
  assert.ok(ceiling.perWindow > run, "ten addresses at their limit cannot reach the ceiling")
  await using t = await openFixture({ env: { ...SHIPPED, STORE_CEILING: String(run + 1) } })
  // IPv4 addresses, and IPv6 /64s in separate /48s.
  for (const visitor of [0, 1, 2, 3, 4].flatMap((i) => [from(i), `2001:db8:${i + 1}:1::1`])) {
    for (let index = 0; index < 30; index++) assert.equal(await t.status(spam, { visitor }), 200)
    const statuses: number[] = []
    for (let index = 0; index <= limit.perClient; index++) statuses.push(await t.status(VALID, { visitor }))
    assert.equal(statuses.join(), `${"200,".repeat(limit.perClient)}429`, visitor)
  }
  const kept = (await t.rows()).filter((row) => row.is_spam && row.notification_status === "skipped")
  assert.equal(kept.length, Math.min(10 * limit.spamPerSender, ceiling.spamPerWindow), "kept, not sent")
  const [{ counted }] = await t.sql<{ counted: number }[]>`
    select sum(times)::int as counted from contact_counts where what = 'spam'`
  assert.equal(kept.length + counted, 300, "the rest counted, not stored")

  const customer = { ...VALID, email: "customer@example.com", projectDetails: details("from a customer") }
  assert.equal(await t.status(customer, { visitor: "203.0.113.50" }), 200)
  // The ceiling is full now: the next is refused, told when to come back; a bot learns nothing.
  const refused = await t.send(VALID, { visitor: "203.0.113.51" })
  assert.ok(Number(refused.headers.get("Retry-After")) > 3500, "the window has room in about an hour")
  assert.match(`${refused.status} ${(await refused.json()).message}`, /^503 .*cannot take yours just now/)
  assert.equal((await (await t.send(spam, { visitor: "203.0.113.52" })).json()).received, true)
  const health = await t.health()
  const { problems } = await health.json()
  assert.match(`${health.status} ${problems}`, new RegExp(`^503 .*ceiling of ${run + 1} .* 1 refused`))
  // The digest (formed a minute later) carries the customer's enquiry whole, and the refusal.
  await t.sql`update contact_counts set minute = minute - interval '1 minute' where what = 'ceiling'`
  assert.deepEqual(await t.retried(), { expired: 0, attempted: 1, sent: 1 })
  const digest = t.email.deliveries.at(-1)?.text ?? ""
  assert.ok(digest.includes(customer.projectDetails) && digest.includes("turned away 1 more"), digest)
})
