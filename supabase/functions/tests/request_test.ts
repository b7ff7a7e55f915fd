// What the enquiry entry point answers before anything is stored: CORS, method, origin, media type,
// size, slow bodies, malformed bodies and the rules. Each refusal stores nothing and emails nobody.
import assert from "node:assert/strict"
import { FUNCTION_URL, openFixture, SITE, VALID } from "./support/harness.ts"

Deno.test("a preflight from the site gets its CORS headers", async () => {
  await using t = await openFixture()
  const response = await t.app.handle(
    new Request(FUNCTION_URL, {
      method: "OPTIONS",
      headers: { Origin: SITE, "Access-Control-Request-Method": "POST" },
    }),
  )
  assert.equal(response.status, 204)
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
  assert.match(response.headers.get("Access-Control-Allow-Headers") ?? "", /idempotency-key/)
})

Deno.test("a preflight from another site is refused without CORS headers", async () => {
  await using t = await openFixture()
  const response = await t.app.handle(
    new Request(FUNCTION_URL, { method: "OPTIONS", headers: { Origin: "https://evil.example" } }),
  )
  assert.equal(response.status, 403)
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), null)
  await response.body?.cancel()
})

Deno.test("every origin in ALLOWED_ORIGINS may send", async () => {
  await using t = await openFixture()
  const response = await t.send(VALID, { origin: "https://www.roamcreative.com.au" })
  assert.equal(response.status, 200)
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), "https://www.roamcreative.com.au")
  await response.body?.cancel()
})

Deno.test("a post from another site is refused and nothing is stored", async () => {
  await using t = await openFixture()
  const response = await t.send(VALID, { origin: "https://evil.example" })
  assert.equal(response.status, 403)
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), null)
  await response.body?.cancel()
  assert.equal((await t.rows()).length, 0)
})

Deno.test("a post without an Origin header (not from a browser) is refused", async () => {
  await using t = await openFixture()
  const response = await t.send(VALID, { origin: null })
  assert.equal(response.status, 403)
  assert.equal((await response.json()).error, "origin_not_allowed")
  assert.equal((await t.rows()).length, 0)
})

Deno.test("other methods get 405 with Allow and CORS headers", async () => {
  await using t = await openFixture()
  const response = await t.app.handle(new Request(FUNCTION_URL, { method: "GET", headers: { Origin: SITE } }))
  assert.equal(response.status, 405)
  assert.equal(response.headers.get("Allow"), "POST, OPTIONS")
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
  await response.body?.cancel()
})

Deno.test("a body that is neither JSON nor a form post gets 415", async () => {
  await using t = await openFixture()
  const response = await t.send("firstName=Mia", { contentType: "text/plain" })
  assert.equal(response.status, 415)
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
  await response.body?.cancel()
})

Deno.test("a body declared larger than the limit gets 413", async () => {
  await using t = await openFixture()
  const response = await t.send({ ...VALID, projectDetails: "x".repeat(17 * 1024) })
  assert.equal(response.status, 413)
  await response.body?.cancel()
})

Deno.test("a streamed body that grows past the limit gets 413", async () => {
  await using t = await openFixture()
  const body = new Blob([JSON.stringify({ ...VALID, projectDetails: "x".repeat(17 * 1024) })]).stream()
  const response = await t.sendRaw(body)
  assert.equal(response.status, 413)
  await response.body?.cancel()
  assert.equal((await t.rows()).length, 0)
})

Deno.test("a body that arrives too slowly is cut off with 408", async () => {
  await using t = await openFixture({ env: { BODY_READ_TIMEOUT_MS: "200" } })
  let cancelled = false
  // Sends the opening brace, then nothing: a client holding the function open.
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode("{")),
    cancel: () => void (cancelled = true),
  })
  const started = performance.now()
  const response = await t.sendRaw(body)
  assert.equal(response.status, 408)
  assert.ok(performance.now() - started < 2000, "answered soon after the read deadline")
  assert.ok(cancelled, "the body stream was cancelled")
  await response.body?.cancel()
})

Deno.test("malformed JSON gets 400", async () => {
  await using t = await openFixture()
  const response = await t.send('{"firstName": "Mia",')
  assert.equal(response.status, 400)
  assert.equal((await response.json()).error, "invalid_json")
})

Deno.test("a body that is not UTF-8 gets 400", async () => {
  await using t = await openFixture()
  const response = await t.app.handle(
    new Request(FUNCTION_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    }),
  )
  assert.equal(response.status, 400)
  assert.equal((await response.json()).error, "invalid_body")
})

Deno.test("a malformed Idempotency-Key gets 400", async () => {
  await using t = await openFixture()
  const response = await t.send(VALID, { key: "bad key!" })
  assert.equal(response.status, 400)
  assert.equal((await response.json()).error, "invalid_idempotency_key")
})

Deno.test("a rule broken gets 422 with the field's message, and nothing is stored", async () => {
  await using t = await openFixture()
  const response = await t.send({ ...VALID, email: "mia@grindstone" })
  assert.equal(response.status, 422)
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
  assert.equal((await response.json()).fields.email, "Enter a valid email address")
  assert.equal((await t.rows()).length, 0)
  assert.equal(t.email.attempts.length, 0)
})

Deno.test("a value of the wrong type gets 422, not a guess", async () => {
  await using t = await openFixture()
  const response = await t.send({ ...VALID, firstName: 42 })
  assert.equal(response.status, 422)
  assert.match((await response.json()).fields.firstName, /must be text/)
})

Deno.test("an unknown field gets 422", async () => {
  await using t = await openFixture()
  const response = await t.send({ ...VALID, admin: true })
  assert.equal(response.status, 422)
  assert.match((await response.json()).fields.enquiry, /Unexpected field: admin/)
})

Deno.test("CR/LF in a single-line field is refused (header injection)", async () => {
  await using t = await openFixture()
  const response = await t.send({ ...VALID, lastName: "Nguyen\r\nBcc: victim@example.com" })
  assert.equal(response.status, 422)
  await response.body?.cancel()
  assert.equal(t.email.attempts.length, 0)
})

Deno.test("invisible bidi and zero-width characters are removed before the enquiry is stored", async () => {
  await using t = await openFixture()
  const response = await t.send({
    ...VALID,
    firstName: "Mia\u202e\u200b",
    email: "mia@grind\u200dstone.com.au",
    businessType: "\u2066Cafe\u2069",
  })
  assert.equal(response.status, 200)
  await response.body?.cancel()
  const [row] = await t.rows()
  assert.deepEqual([row.first_name, row.email, row.business_type], ["Mia", VALID.email, "Cafe"])
  assert.equal(t.email.deliveries[0].subject, "New enquiry: Mia Nguyen (Cafe)")
  assert.equal(t.email.deliveries[0].reply_to, VALID.email)
})

Deno.test("internal errors never reach the client", async () => {
  await using t = await openFixture()
  await t.sql`alter table contact_enquiries rename to contact_enquiries_renamed`
  try {
    const response = await t.send(VALID)
    const text = await response.text()
    assert.equal(response.status, 503)
    assert.ok(!text.includes("contact_enquiries"), text)
    assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
  } finally {
    await t.sql`alter table contact_enquiries_renamed rename to contact_enquiries`
  }
})
