// One sender cannot take the inbox or the database: each sender (an address, IPv6 /64 or /48) gets at
// most NOTIFY_SHARE_PER_SENDER individual emails per window, past which its enquiries wait for the
// digest while other visitors are still emailed one by one; the digest shows every enquiry whole, a
// sender's repeats together; and past STORE_CEILING enquiries per window nothing more is stored or
// accepted (503), and the health answer says why.
import assert from "node:assert/strict"
import { openFixture, VALID } from "./support/harness.ts"

/** The shipped defaults for the limits, shares and ceiling (the test configuration raises them). */
const DEFAULTS = {
  RATE_LIMIT_PER_CLIENT: "",
  RATE_LIMIT_PER_PREFIX: "",
  NOTIFY_CAP: "",
  NOTIFY_SHARE_PER_SENDER: "",
  STORE_CEILING: "",
}

/** Project details long enough that a cut would show, with the enquiry's number at the very end. */
const details = (label: string) => `${"We need photos of the whole menu. ".repeat(30)}Enquiry ${label}.`

Deno.test(
  "20 enquiries from one address, then one from another address, which is emailed on its own",
  async () => {
    await using t = await openFixture({ env: DEFAULTS })
    for (let index = 0; index < 20; index++) {
      const body = { ...VALID, email: `flood${index}@example.com`, projectDetails: details(`flood ${index}`) }
      const response = await t.send(body, { visitor: "198.51.100.7" })
      assert.equal(response.status, 200, "within the per-address limit: every one accepted")
      await response.body?.cancel()
    }
    const customer = { ...VALID, email: "real@customer.com.au", projectDetails: details("from a customer") }
    assert.equal((await t.send(customer, { visitor: "203.0.113.80" })).status, 200)

    assert.deepEqual(
      t.email.deliveries.map((email) => email.reply_to),
      ["flood0@example.com", "flood1@example.com", "flood2@example.com", "real@customer.com.au"],
      "the flooding address's share (3), then the customer's own email",
    )
    assert.ok(t.email.deliveries[3].text.includes(details("from a customer")))
    const rows = await t.rows()
    assert.equal(rows.length, 21, "every one stored")
    assert.equal(rows.filter((row) => row.delivery === "digest").length, 17)

    // The digest: the seventeen, each whole, under one heading for their one sender.
    assert.deepEqual(await (await t.retry()).json(), { expired: 0, attempted: 1, sent: 1 })
    const digest = t.email.deliveries[4]
    assert.match(digest.subject, /digest: 17 past the email limit/)
    for (let index = 3; index < 20; index++) {
      assert.ok(digest.text.includes(details(`flood ${index}`)), `enquiry ${index} in full`)
      assert.ok(digest.text.includes(`Email: flood${index}@example.com`))
    }
    assert.equal(digest.text.match(/17 enquiries from one sender/g)?.length, 1)
    assert.ok(!digest.text.includes("198.51.100.7"), "the visitor's address never leaves the database")
    assert.ok(digest.html.includes('<h2 style="font-size:18px">17 enquiries from one sender'))
  },
)

Deno.test("in the digest, single senders come first and each sender's repeats come together", async () => {
  await using t = await openFixture({ env: { NOTIFY_CAP: "1", NOTIFY_SHARE_PER_SENDER: "1" } })
  const send = async (visitor: string, label: string) =>
    await (await t.send({ ...VALID, projectDetails: details(label) }, { visitor })).body?.cancel()
  await send("198.51.100.1", "emailed") // takes the cap's one slot
  await send("198.51.100.1", "repeat A")
  await send("203.0.113.2", "single")
  await send("198.51.100.1", "repeat B")
  await (await t.retry()).body?.cancel()
  const { text } = t.email.deliveries[1]
  const at = (label: string) => text.indexOf(details(label))
  assert.ok(at("single") > 0 && at("single") < at("repeat A") && at("repeat A") < at("repeat B"), text)
  assert.ok(text.indexOf("2 enquiries from one sender") < at("repeat A"))
  assert.equal(at("emailed"), -1, "an individually emailed one is not repeated")
})

Deno.test("an IPv6 sender's share counts its /64 and its /48", async () => {
  await using t = await openFixture({ env: { NOTIFY_SHARE_PER_SENDER: "2" } })
  const visitors = ["2001:db8:1:1::1", "2001:db8:1:1::2", "2001:db8:1:2::1", "2001:db8:1:3::1"]
  for (const visitor of visitors) await (await t.send(VALID, { visitor })).body?.cancel()
  assert.deepEqual(
    (await t.rows()).map((row) => row.delivery),
    ["individual", "individual", "digest", "digest"],
    "two from one /64 use the /48's share too",
  )
  await (await t.send(VALID, { visitor: "2001:db8:2:1::1" })).body?.cancel()
  assert.equal(t.email.deliveries.length, 3, "another /48 is emailed")
})

Deno.test("past the ceiling nothing is stored or accepted: 503, and health says why", async () => {
  await using t = await openFixture({ env: { STORE_CEILING: "5" } })
  for (let index = 0; index < 5; index++)
    await (await t.send(VALID, { visitor: `198.51.100.${index + 1}` })).body?.cancel()
  const refused = await t.send(VALID, { visitor: "203.0.113.99" })
  assert.equal(refused.status, 503)
  assert.ok(Number(refused.headers.get("Retry-After")) > 3500, "the window has room in about an hour")
  assert.match((await refused.json()).message, /cannot take yours just now/)
  const bot = await t.send({ ...VALID, enquiry_reference: "filled" }, { visitor: "203.0.113.98" })
  assert.equal(bot.status, 200, "a bot learns nothing")
  await bot.body?.cancel()
  assert.equal((await t.rows()).length, 5, "neither stored")
  assert.equal(t.email.deliveries.length, 5)

  const health = await t.health()
  assert.equal(health.status, 503)
  const answer = await health.json()
  assert.match(answer.problems.join(), /ceiling of 5 stored enquiries per 3600 s is reached/)
  assert.equal(answer.notifications.storedInWindow, 5)

  await t.sql`update contact_enquiries set created_at = created_at - interval '61 minutes'`
  assert.equal((await t.send(VALID, { visitor: "203.0.113.99" })).status, 200, "a new window has room")
})
