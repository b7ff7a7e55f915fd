// What the enquiry entry point answers before anything is stored, as JSON (the form's script) and as a
// plain form post (no script yet): CORS, method, origin, media type, size, slow and malformed bodies
// and the rules. Each refusal stores nothing and emails nobody.
import assert from "node:assert/strict"
import { ENQUIRY_RESULT_PAGES, HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD } from "../_shared/enquiry-fields.ts"
import { answerFormPost } from "../send-contact-email/form-post.ts"
import { storedPhone } from "../send-contact-email/phone.ts"
import { FUNCTION_URL, openFixture, post, type PostInit, SITE, VALID, WWW_SITE } from "./support/harness.ts"

const FORM = "application/x-www-form-urlencoded"
const SENT = `${SITE}${ENQUIRY_RESULT_PAGES.sent}`
const NOT_SENT = `${SITE}${ENQUIRY_RESULT_PAGES.notSent}`
const tooLarge = { ...VALID, projectDetails: "x".repeat(17 * 1024) }
/** A body that sends its first bytes, then nothing (a client holding the function open) until cancelled. */
const trickle = (start: string, onCancel: () => void) =>
  new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(start)),
    cancel: onCancel,
  })

/** What a browser sends for the form: every named control, the empty trap and key included. */
const formBody = (fields: Record<string, string> = VALID) =>
  new URLSearchParams({ [HONEYPOT_FIELD]: "", [IDEMPOTENCY_KEY_FIELD]: "", ...fields }).toString()
const formPost = (fields?: Record<string, string>, options: PostInit = {}) =>
  post(formBody(fields), { contentType: FORM, ...options })

const request = (method: string, headers: Record<string, string>) =>
  new Request(FUNCTION_URL, { method, headers })

Deno.test("requests answered before anything is stored, each with its status and CORS headers", async () => {
  await using t = await openFixture({ env: { BODY_READ_TIMEOUT_MS: "200" } })
  let slowBodyCancelled = false
  const cases: Array<[string, Request, number, string | null]> = [
    ["a post from another site", post(VALID, { origin: "https://evil.example" }), 403, null],
    ["a post without Origin (not a browser)", post(VALID, { origin: null }), 403, null],
    ["a preflight from another site", request("OPTIONS", { Origin: "https://evil.example" }), 403, null],
    ["a preflight from the site", request("OPTIONS", { Origin: SITE }), 204, SITE],
    ["a preflight from its www address", request("OPTIONS", { Origin: WWW_SITE }), 204, WWW_SITE],
    ["a GET", request("GET", { Origin: SITE }), 405, SITE],
    ["neither JSON nor a form", post("firstName=Mia", { contentType: "text/plain" }), 415, SITE],
    ["a malformed Idempotency-Key", post(VALID, { key: "bad key!" }), 400, SITE],
    ["a body declared too large", post(tooLarge), 413, SITE],
    ["a streamed body growing too large", post(new Blob([JSON.stringify(tooLarge)]).stream()), 413, SITE],
    ["a body arriving too slowly", post(trickle("{", () => (slowBodyCancelled = true))), 408, SITE],
    ["malformed JSON", post('{"firstName": "Mia",'), 400, SITE],
    ["a body not in UTF-8", post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 400, SITE],
    ["a broken rule", post({ ...VALID, email: "mia@grindstone" }), 422, SITE],
  ]
  for (const [what, refused, status, allowOrigin] of cases) {
    const started = performance.now()
    const response = await t.app.handle(refused)
    assert.equal(response.status, status, what)
    assert.equal(response.headers.get("Access-Control-Allow-Origin"), allowOrigin, what)
    assert.ok(performance.now() - started < 2000, `${what}: answered without waiting on the client`)
    if (status === 405) assert.equal(response.headers.get("Allow"), "POST, OPTIONS")
    if (status === 204)
      assert.match(response.headers.get("Access-Control-Allow-Headers") ?? "", /idempotency-key/)
    const body = await response.text()
    if (status === 422) assert.equal(JSON.parse(body).fields.email, "Enter a valid email address")
  }
  assert.ok(slowBodyCancelled, "the slow body's stream was cancelled")
  assert.equal((await t.rows()).length, 0)
  assert.equal(t.email.attempts.length, 0)
})

Deno.test("internal errors never reach the client", async () => {
  await using t = await openFixture()
  await t.sql`alter table contact_enquiries rename to contact_enquiries_renamed`
  try {
    const response = await t.send(VALID)
    const text = await response.text()
    assert.equal(response.status, 503)
    assert.ok(!text.includes("contact_enquiries"), text)
  } finally {
    await t.sql`alter table contact_enquiries_renamed rename to contact_enquiries`
  }
})

Deno.test("a plain form post is stored and emailed once per key, then goes to the sent page", async () => {
  await using t = await openFixture()
  const keyed = { ...VALID, [IDEMPOTENCY_KEY_FIELD]: crypto.randomUUID() }
  for (const [fields, origin, page] of [
    [keyed, SITE, SENT],
    [keyed, SITE, SENT],
    [VALID, WWW_SITE, `${WWW_SITE}${ENQUIRY_RESULT_PAGES.sent}`],
    [{ ...VALID, [HONEYPOT_FIELD]: "http://cheap-seo.example" }, SITE, SENT],
  ] as const) {
    const request = formPost(fields, { origin, contentType: `${FORM}; charset=UTF-8` })
    const { status, headers } = await t.app.handle(request)
    assert.deepEqual([status, headers.get("Location"), headers.get("Cache-Control")], [303, page, "no-store"])
  }
  const rows = (await t.rows()).map((row) => `${row.email} ${row.is_spam ? "spam" : "person"}`)
  const stored = [`${VALID.email} person`, `${VALID.email} person`, `${VALID.email} spam`]
  assert.deepEqual(rows, stored, "a repeated key is stored once; the filled trap is kept as spam")
  assert.equal(t.email.deliveries.length, 2, "never the spam")
  assert.equal(t.email.deliveries[0].reply_to, VALID.email)
})

Deno.test("a phone is stored in E.164, emailed grouped as a tel: link, by script or form", async () => {
  await using t = await openFixture()
  // [code, as typed, as stored, as emailed]: the trunk 0 dropped (Italy keeps its own); unreadable: as typed.
  const numbers = [
    ["+61", "0412 345 678", "+61412345678", "+61 412 345 678"],
    ["+44", "07911 123456", "+447911123456", "+44 7911 123456"],
    ["+39", "06 1234 5678", "+390612345678", "+39 06 1234 5678"],
    ["+61", "0412 345 67", "+61 0412 345 67", "+61 0412 345 67"],
  ]
  for (const [countryCode, phone, stored, shown] of numbers)
    for (const form of [false, true]) {
      const [fields, key] = [{ ...VALID, countryCode, phone }, crypto.randomUUID()]
      const request = form ? formPost({ ...fields, [IDEMPOTENCY_KEY_FIELD]: key }) : post(fields, { key })
      const response = await t.app.handle(request)
      await response.body?.cancel()
      assert.deepEqual([response.status, response.headers.get("Location")], form ? [303, SENT] : [200, null])
      const [row] = await t.sql`select id, phone from contact_enquiries where idempotency_key = ${key}`
      assert.equal(row.phone, stored, `${phone}, ${form ? "plain form" : "script"}`)
      const email = t.email.deliveries.find((sent) => sent.idempotencyKey === row.id)
      assert.ok(email?.text.includes(`\nPhone: ${shown}\n`), shown)
      const link = stored.includes(" ") ? undefined : `<a href="tel:${stored}">${shown}</a>`
      assert.equal(/<a href="tel:[^<]*<\/a>/.exec(email?.html ?? "")?.[0], link)
    }
  // New Zealand's +64 is not among the form's codes yet (COUNTRY_CODES): its number is checked alone.
  assert.equal(storedPhone({ countryCode: "+64", phone: "021 123 4567" }), "+64211234567")
})

Deno.test("a form post the function cannot take goes to the not-sent page, storing nothing", async () => {
  await using t = await openFixture({ env: { MAX_BODY_BYTES: "2048" } })
  const twice = `${formBody()}&email=other%40example.com`
  for (const refused of [
    formPost({ ...VALID, email: "mia@grindstone" }),
    formPost({ ...VALID, projectDetails: "x".repeat(4096) }),
    post(twice, { contentType: FORM }),
  ]) {
    const response = await t.app.handle(refused)
    assert.deepEqual([response.status, response.headers.get("Location")], [303, NOT_SENT])
  }
  assert.equal((await t.rows()).length, 0)
  // The two refused before the handler is asked are logged too.
  const outcomes = t.logs.slice(-2).map((entry) => entry.outcome)
  assert.deepEqual(outcomes, ["too_large", "duplicate_field"])
  // Every answer of the JSON path but 200 (refused, limited, unavailable) is the not-sent page.
  const options = { allowedOrigins: [SITE], maxBodyBytes: 16 * 1024, bodyReadTimeoutMs: 1000, log: () => {} }
  for (const status of [200, 400, 403, 408, 413, 415, 422, 429, 500, 503]) {
    const answered = () => Promise.resolve(new Response("{}", { status }))
    const { headers } = await answerFormPost(formPost(), answered, options)
    assert.equal(headers.get("Location"), status === 200 ? SENT : NOT_SENT, String(status))
  }
})

Deno.test("a form post's redirect stays on its allowed origin and never carries a value", async () => {
  await using t = await openFixture()
  const hostile = {
    Referer: "https://evil.example/",
    Host: "evil.example",
    "X-Forwarded-Host": "evil.example",
  }
  for (const origin of [
    SITE,
    WWW_SITE,
    `${SITE}.evil.example`,
    `${SITE}/`,
    SITE.toUpperCase(),
    "null",
    null,
  ]) {
    const response = await t.app.handle(formPost(VALID, { origin, headers: hostile }))
    await response.body?.cancel()
    const location = response.headers.get("Location")
    if (origin !== SITE && origin !== WWW_SITE) {
      assert.deepEqual([response.status, location], [403, null], String(origin))
      assert.equal(t.logs.at(-1)?.outcome, "origin_refused")
      continue
    }
    assert.equal(new URL(location ?? "").origin, origin)
    assert.equal(new URL(location ?? "").search, "")
    for (const value of Object.values(VALID)) assert.ok(!location?.includes(value), value)
  }
})
