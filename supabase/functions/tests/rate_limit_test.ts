// Rate limits: per visitor address when the proxy gives one, per email address only when it does not.
// They hold whatever the database latency, and nobody can use up a person's limit in their name.
import assert from "node:assert/strict"
import { HONEYPOT_FIELD } from "../_shared/enquiry.ts"
import { openFixture, SITE, VALID } from "./support/harness.ts"

const statusOf = async (response: Promise<Response>) => {
  const answer = await response
  await answer.body?.cancel()
  return answer.status
}

Deno.test("a visitor past their limit gets 429 with a Retry-After the browser may read", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "2", RATE_LIMIT_WINDOW_SECONDS: "600" } })
  for (let index = 0; index < 2; index += 1)
    assert.equal(
      await statusOf(t.send({ ...VALID, email: `visitor${index}@example.com` }, { visitor: "198.51.100.1" })),
      200,
    )
  const limited = await t.send(VALID, { visitor: "198.51.100.1" })
  assert.equal(limited.status, 429)
  const retryAfter = Number(limited.headers.get("Retry-After"))
  assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`)
  assert.equal(limited.headers.get("Access-Control-Allow-Origin"), SITE)
  assert.equal(limited.headers.get("Access-Control-Expose-Headers"), "Retry-After")
  await limited.body?.cancel()
})

Deno.test("another visitor is not limited by the first one's enquiries", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "1" } })
  assert.equal(await statusOf(t.send(VALID, { visitor: "198.51.100.1" })), 200)
  assert.equal(await statusOf(t.send(VALID, { visitor: "198.51.100.2" })), 200)
})

Deno.test("addresses in one IPv6 /64 share a limit", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "1" } })
  assert.equal(await statusOf(t.send(VALID, { visitor: "2001:db8:7:7::1" })), 200)
  assert.equal(await statusOf(t.send(VALID, { visitor: "2001:db8:7:7::2" })), 429)
})

Deno.test(
  "with a visitor address, enquiries in someone else's name do not use up that person's limit",
  async () => {
    await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "3", RATE_LIMIT_PER_EMAIL: "1" } })
    for (const visitor of ["192.0.2.1", "192.0.2.2", "192.0.2.3"])
      assert.equal(await statusOf(t.send(VALID, { visitor })), 200)
    assert.equal(
      await statusOf(t.send(VALID, { visitor: "198.51.100.9" })),
      200,
      "the real Mia still gets through",
    )
  },
)

Deno.test(
  "without a visitor address the email address is limited, ignoring case, and it is logged once",
  async () => {
    await using t = await openFixture({ env: { RATE_LIMIT_PER_EMAIL: "2" } })
    for (let index = 0; index < 2; index += 1)
      assert.equal(await statusOf(t.send({ ...VALID, email: "Same@Example.com" }, { visitor: null })), 200)
    assert.equal(await statusOf(t.send({ ...VALID, email: "same@example.com" }, { visitor: null })), 429)
    assert.equal(t.logs.filter((entry) => entry.outcome === "no_client_address").length, 1)
  },
)

Deno.test("spam does not count against a visitor", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "1" } })
  assert.equal(await statusOf(t.send({ ...VALID, [HONEYPOT_FIELD]: "spam" })), 200)
  assert.equal(await statusOf(t.send(VALID)), 200)
})

Deno.test(
  "refused submissions count against their visitor: past the limit a broken one gets 429",
  async () => {
    await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "2" } })
    // The crafted address that took quadratic time, as the form would post it.
    const crafted = `a@${"a.".repeat(7498)}<`
    assert.equal(
      await statusOf(t.send(VALID, { visitor: "198.51.100.3" })),
      200,
      "opens the pool's connection",
    )
    const started = performance.now()
    assert.equal(await statusOf(t.send({ ...VALID, email: crafted })), 422)
    const refusedMs = performance.now() - started
    assert.equal(await statusOf(t.send({ ...VALID, email: "" })), 422)
    const limited = await t.send({ ...VALID, email: crafted })
    assert.equal(limited.status, 429)
    assert.ok(Number(limited.headers.get("Retry-After")) > 0)
    await limited.body?.cancel()
    assert.equal(await statusOf(t.send(VALID)), 429, "a good one too: the visitor is at the limit")
    assert.equal(await statusOf(t.send(VALID, { visitor: "198.51.100.2" })), 200, "others are not")
    const [{ count }] = await t.sql<{ count: number }[]>`select count(*)::int from contact_refusals`
    assert.equal(count, 2, "past the limit nothing more is written")
    console.log(`crafted 15,000-character address refused in ${refusedMs.toFixed(1)} ms`)
  },
)

Deno.test("IPv6 /64s in one /48 share its limit; another /48 does not", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "5", RATE_LIMIT_PER_PREFIX: "2" } })
  assert.equal(await statusOf(t.send(VALID, { visitor: "2001:db8:7:1::1" })), 200)
  assert.equal(await statusOf(t.send(VALID, { visitor: "2001:db8:7:2::1" })), 200)
  assert.equal(await statusOf(t.send(VALID, { visitor: "2001:db8:7:3::1" })), 429)
  assert.equal(await statusOf(t.send(VALID, { visitor: "2001:db8:8:1::1" })), 200)
  assert.equal(await statusOf(t.send(VALID, { visitor: "203.0.113.9" })), 200, "IPv4 has no /48")
})

Deno.test("spam past the limit is answered like success but no longer stored", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "2" } })
  for (let index = 0; index < 5; index += 1)
    assert.equal(await statusOf(t.send({ ...VALID, [HONEYPOT_FIELD]: `spam ${index}` })), 200)
  assert.equal((await t.rows()).length, 2)
})

Deno.test(
  "Retry-After counts from the enquiry whose expiry brings the visitor under a lowered limit",
  async () => {
    await using t = await openFixture({
      env: { RATE_LIMIT_WINDOW_SECONDS: "600", RATE_LIMIT_PER_CLIENT: "2" },
    })
    for (const age of [500, 300, 100]) {
      await t.sql`
      insert into contact_enquiries (first_name, last_name, email, project_details, client_ip, created_at)
      values ('Mia', 'Nguyen', ${`aged${age}@example.com`}, 'Shoot', '198.51.100.77', now() - make_interval(secs => ${age}))`
    }
    const limited = await t.send(VALID, { visitor: "198.51.100.77" })
    assert.equal(limited.status, 429)
    await limited.body?.cancel()
    // Under 2 again once the one sent 300 s ago leaves the 600 s window, not when the oldest does.
    const retryAfter = Number(limited.headers.get("Retry-After"))
    assert.ok(retryAfter >= 295 && retryAfter <= 301, `Retry-After ${retryAfter}, expected about 300`)
  },
)

Deno.test("a burst from one visitor cannot slip past the limit", async () => {
  // Time enough for twenty queued transactions on a loaded machine: this is about concurrency.
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "5", DB_TIMEOUT_MS: "30000" } })
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      statusOf(t.send({ ...VALID, email: `burst${index}@example.com` })),
    ),
  )
  assert.equal(statuses.filter((status) => status === 200).length, 5)
  assert.equal(statuses.filter((status) => status === 429).length, 15)
})

Deno.test("a slow database does not open a way around the limit", async () => {
  await using t = await openFixture({
    proxied: true,
    env: { RATE_LIMIT_PER_CLIENT: "3", DB_TIMEOUT_MS: "10000" },
  })
  t.proxy.delayMs = 10
  const statuses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      statusOf(t.send({ ...VALID, email: `slow${index}@example.com` })),
    ),
  )
  // However slow, never more than the limit; a request that outlasts DB_TIMEOUT_MS is refused (503).
  assert.ok(statuses.filter((status) => status === 200).length <= 3, statuses.join(","))
  assert.ok(statuses.includes(429), statuses.join(","))
  assert.ok(
    statuses.every((status) => [200, 429, 503].includes(status)),
    statuses.join(","),
  )
})
