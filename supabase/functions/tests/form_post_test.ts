// The plain HTML form path (form-post.ts) through the function's real wiring: form-encoded posts from
// a browser without JavaScript, answered with 303 redirects to the site's result pages.
import assert from "node:assert/strict"
import { ENQUIRY_RESULT_PAGES, IDEMPOTENCY_KEY_FIELD } from "../_shared/enquiry-form-post.ts"
import { HONEYPOT_FIELD } from "../_shared/enquiry-fields.ts"
import { answerFormPost, isFormPost } from "../send-contact-email/form-post.ts"
import { FUNCTION_URL, openFixture, post, SITE, VALID, type PostOptions } from "./support/harness.ts"

const WWW_SITE = "https://www.roamcreative.com.au"
const SENT = `${SITE}${ENQUIRY_RESULT_PAGES.sent}`
const NOT_SENT = `${SITE}${ENQUIRY_RESULT_PAGES.notSent}`
const FORM = "application/x-www-form-urlencoded"

/** What a browser sends for the form: every named control, the empty trap and key included. */
function formBody(fields: Record<string, string> = VALID): string {
  return new URLSearchParams({ [HONEYPOT_FIELD]: "", [IDEMPOTENCY_KEY_FIELD]: "", ...fields }).toString()
}

function formPost(fields: Record<string, string> = VALID, options: PostOptions = {}): Request {
  return post(formBody(fields), { contentType: FORM, ...options })
}

function assertRedirect(response: Response, location: string) {
  assert.equal(response.status, 303)
  assert.equal(response.headers.get("Location"), location)
  assert.equal(response.headers.get("Cache-Control"), "no-store")
}

Deno.test("a form-encoded post is recognised; JSON and other methods are left to the handler", () => {
  assert.equal(isFormPost(formPost()), true)
  assert.equal(isFormPost(formPost(VALID, { contentType: `${FORM}; charset=UTF-8` })), true)
  assert.equal(isFormPost(post(VALID)), false)
  assert.equal(isFormPost(new Request(FUNCTION_URL, { method: "GET" })), false)
})

Deno.test("a valid post is stored and emailed, then the browser goes to the sent page", async () => {
  await using t = await openFixture()
  assertRedirect(await t.app.handle(formPost()), SENT)
  const rows = await t.rows()
  assert.equal(rows.length, 1)
  assert.equal(rows[0].email, VALID.email)
  assert.equal(rows[0].is_spam, false)
  assert.equal(t.email.deliveries.length, 1)
  assert.equal(t.email.deliveries[0].reply_to, VALID.email)
})

Deno.test("the redirect never carries a submitted value", async () => {
  await using t = await openFixture()
  const location = (await t.app.handle(formPost())).headers.get("Location") ?? ""
  for (const value of Object.values(VALID)) assert.equal(location.includes(value), false, value)
  assert.equal(new URL(location).search, "")
})

Deno.test("a post from the www address is sent back to the www address", async () => {
  await using t = await openFixture()
  assertRedirect(
    await t.app.handle(formPost(VALID, { origin: WWW_SITE })),
    `${WWW_SITE}${ENQUIRY_RESULT_PAGES.sent}`,
  )
})

Deno.test("an invalid post goes to the not-sent page and nothing is stored or emailed", async () => {
  await using t = await openFixture()
  assertRedirect(await t.app.handle(formPost({ ...VALID, email: "mia@grindstone", lastName: "" })), NOT_SENT)
  assert.equal((await t.rows()).length, 0)
  assert.equal(t.email.attempts.length, 0)
})

Deno.test("a post over the size limit goes to the not-sent page and nothing is stored", async () => {
  await using t = await openFixture({ env: { MAX_BODY_BYTES: "2048" } })
  assertRedirect(await t.app.handle(formPost({ ...VALID, projectDetails: "x".repeat(4096) })), NOT_SENT)
  assert.equal((await t.rows()).length, 0)
})

Deno.test("a post whose body arrives too slowly is cut off and goes to the not-sent page", async () => {
  await using t = await openFixture({ env: { BODY_READ_TIMEOUT_MS: "200" } })
  let cancelled = false
  const trickle = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode("firstName=Mia&")),
    cancel: () => void (cancelled = true),
  })
  const request = new Request(FUNCTION_URL, {
    method: "POST",
    headers: { "Content-Type": FORM, Origin: SITE },
    body: trickle,
  })
  const started = performance.now()
  assertRedirect(await t.app.handle(request), NOT_SENT)
  assert.ok(performance.now() - started < 2000, "answered soon after the read deadline")
  assert.equal(cancelled, true)
  assert.equal((await t.rows()).length, 0)
})

Deno.test("a post that names a field twice goes to the not-sent page", async () => {
  await using t = await openFixture()
  const twice = `${formBody()}&email=other%40example.com`
  assertRedirect(await t.app.handle(post(twice, { contentType: FORM })), NOT_SENT)
  assert.equal((await t.rows()).length, 0)
})

Deno.test("a visitor over the rate limit goes to the not-sent page", async () => {
  await using t = await openFixture({ env: { RATE_LIMIT_PER_CLIENT: "1" } })
  assertRedirect(await t.app.handle(formPost()), SENT)
  assertRedirect(await t.app.handle(formPost({ ...VALID, email: "other@example.com" })), NOT_SENT)
  assert.equal((await t.rows()).length, 1)
})

Deno.test("every answer but 200 (refused, limited, unavailable) leads to the not-sent page", async () => {
  const options = { allowedOrigins: [SITE], maxBodyBytes: 16 * 1024, bodyReadTimeoutMs: 1000 }
  for (const status of [400, 403, 408, 413, 415, 422, 429, 500, 503]) {
    const answered = () => Promise.resolve(new Response("{}", { status }))
    assertRedirect(await answerFormPost(formPost(), answered, options), NOT_SENT)
  }
  const stored = () => Promise.resolve(new Response("{}", { status: 200 }))
  assertRedirect(await answerFormPost(formPost(), stored, options), SENT)
})

Deno.test(
  "a repeated post with the same key is stored and emailed once; both go to the sent page",
  async () => {
    await using t = await openFixture()
    const keyed = { ...VALID, [IDEMPOTENCY_KEY_FIELD]: crypto.randomUUID() }
    assertRedirect(await t.app.handle(formPost(keyed)), SENT)
    assertRedirect(await t.app.handle(formPost(keyed)), SENT)
    assert.equal((await t.rows()).length, 1)
    assert.equal(t.email.deliveries.length, 1)
  },
)

Deno.test("a filled trap field is answered like any post but never emailed", async () => {
  await using t = await openFixture()
  assertRedirect(
    await t.app.handle(formPost({ ...VALID, [HONEYPOT_FIELD]: "http://cheap-seo.example" })),
    SENT,
  )
  const rows = await t.rows()
  assert.equal(rows.length, 1)
  assert.equal(rows[0].is_spam, true)
  assert.equal(t.email.attempts.length, 0)
})

Deno.test("a foreign or missing Origin is refused with 403 and no redirect", async () => {
  await using t = await openFixture()
  for (const origin of ["https://evil.example", "null", null]) {
    const response = await t.app.handle(formPost(VALID, { origin }))
    assert.equal(response.status, 403, String(origin))
    assert.equal(response.headers.get("Location"), null)
    await response.body?.cancel()
  }
  assert.equal((await t.rows()).length, 0)
})

Deno.test("the redirect never leaves the allowed origins, whatever else the request names", async () => {
  await using t = await openFixture()
  const hostile = {
    Referer: "https://evil.example/contact",
    Host: "evil.example",
    "X-Forwarded-Host": "evil.example",
    "X-Forwarded-Proto": "http",
  }
  for (const origin of [SITE, WWW_SITE, `${SITE}.evil.example`, `${SITE}/`, SITE.toUpperCase()]) {
    const response = await t.app.handle(formPost(VALID, { origin, headers: hostile }))
    await response.body?.cancel()
    const location = response.headers.get("Location")
    if (location === null) continue
    assert.equal(new URL(location).origin, origin)
    assert.ok([SITE, WWW_SITE].includes(origin), location)
  }
})
