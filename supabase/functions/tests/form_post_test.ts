// The plain HTML form path: form-encoded posts through the real handler, a real database and the
// loopback email API, answered with 303 redirects to the site's result pages.
import assert from "node:assert/strict"
import { ENQUIRY_RESULT_PAGES, IDEMPOTENCY_KEY_FIELD } from "../_shared/enquiry-form-post.ts"
import { HONEYPOT_FIELD } from "../_shared/enquiry-fields.ts"
import { answerFormPost, isFormPost } from "../send-contact-email/form-post.ts"
import { FUNCTION_URL, post, SITE, startHarness, VALID } from "./support/harness.ts"

const DEV_SITE = "http://localhost:8000"
// The harness configures the handler with SITE_URL=SITE and ALLOWED_ORIGINS=DEV_SITE.
const OPTIONS = { allowedOrigins: [SITE, DEV_SITE], maxBodyBytes: 16 * 1024 }
const SENT = `${SITE}${ENQUIRY_RESULT_PAGES.sent}`
const NOT_SENT = `${SITE}${ENQUIRY_RESULT_PAGES.notSent}`

const h = await startHarness()

/** What a browser sends for the form: every named control, the empty trap and key included. */
function formPost(
  fields: Record<string, string> = VALID,
  { origin = SITE as string | null, headers = {} as Record<string, string> } = {},
): Request {
  const body = new URLSearchParams({ [HONEYPOT_FIELD]: "", [IDEMPOTENCY_KEY_FIELD]: "", ...fields })
  return new Request(FUNCTION_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(origin ? { Origin: origin } : {}),
      ...headers,
    },
    body: body.toString(),
  })
}

function submit(request: Request, env: Record<string, string> = {}): Promise<Response> {
  const handle = h.handler(env)
  return answerFormPost(request, (adapted) => handle(adapted), OPTIONS)
}

/** The status a stand-in handler answers with, to map the ones the real one needs a failure for. */
function submitAnswered(status: number): Promise<Response> {
  return answerFormPost(formPost(), () => Promise.resolve(new Response("{}", { status })), OPTIONS)
}

function assertRedirect(response: Response, location: string) {
  assert.equal(response.status, 303)
  assert.equal(response.headers.get("Location"), location)
  assert.equal(response.headers.get("Cache-Control"), "no-store")
}

Deno.test({
  name: `form posts (${h.db.kind})`,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const step = (name: string, fn: () => void | Promise<void>) =>
      t.step(name, async () => {
        await h.reset()
        await fn()
      })

    try {
      await step("recognises form posts and leaves JSON requests to the handler", () => {
        assert.equal(isFormPost(formPost()), true)
        assert.equal(
          isFormPost(
            formPost(VALID, {
              headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
            }),
          ),
          true,
        )
        assert.equal(isFormPost(post(VALID)), false)
        assert.equal(isFormPost(new Request(FUNCTION_URL, { method: "GET" })), false)
      })

      await step("stores and emails a valid post, then redirects to the sent page", async () => {
        const response = await submit(formPost())
        assertRedirect(response, SENT)
        const rows = await h.rows()
        assert.equal(rows.length, 1)
        assert.equal(rows[0].email, VALID.email)
        assert.equal(rows[0].is_spam, false)
        assert.equal(h.email.delivered().length, 1)
        assert.equal(h.email.delivered()[0].reply_to, VALID.email)
      })

      await step("never puts a submitted value in the redirect", async () => {
        const location = (await submit(formPost())).headers.get("Location") ?? ""
        for (const value of Object.values(VALID)) assert.equal(location.includes(value), false, value)
        assert.equal(new URL(location).search, "")
      })

      await step("sends a post from the development site back to that site", async () => {
        const response = await submit(formPost(VALID, { origin: DEV_SITE }))
        assertRedirect(response, `${DEV_SITE}${ENQUIRY_RESULT_PAGES.sent}`)
      })

      await step("refuses an invalid post (422) with the not-sent page, storing nothing", async () => {
        const response = await submit(formPost({ ...VALID, email: "mia@grindstone", lastName: "" }))
        assertRedirect(response, NOT_SENT)
        assert.equal((await h.rows()).length, 0)
        assert.equal(h.email.attempts.length, 0)
      })

      await step("refuses a post over the size limit (413) before the handler sees it", async () => {
        let reached = false
        const response = await answerFormPost(
          formPost({ ...VALID, projectDetails: "x".repeat(OPTIONS.maxBodyBytes) }),
          () => ((reached = true), Promise.resolve(new Response("{}"))),
          OPTIONS,
        )
        assertRedirect(response, NOT_SENT)
        assert.equal(reached, false)
      })

      await step("refuses a post that names a field twice", async () => {
        const request = new Request(FUNCTION_URL, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
          body: `${new URLSearchParams(VALID)}&email=other%40example.com`,
        })
        assertRedirect(await submit(request), NOT_SENT)
        assert.equal((await h.rows()).length, 0)
      })

      await step("redirects a rate-limited visitor (429) to the not-sent page", async () => {
        const env = { RATE_LIMIT_PER_EMAIL: "1" }
        assertRedirect(await submit(formPost(), env), SENT)
        assertRedirect(await submit(formPost(), env), NOT_SENT)
        assert.equal((await h.rows()).length, 1)
      })

      await step("maps every refusal the handler can give to the not-sent page", async () => {
        for (const status of [400, 403, 413, 415, 422, 429, 500, 503]) {
          assertRedirect(await submitAnswered(status), NOT_SENT)
        }
        assertRedirect(await submitAnswered(200), SENT)
      })

      await step("stores a repeat with the same key once and answers both with the sent page", async () => {
        const key = crypto.randomUUID()
        assertRedirect(await submit(formPost({ ...VALID, [IDEMPOTENCY_KEY_FIELD]: key })), SENT)
        assertRedirect(await submit(formPost({ ...VALID, [IDEMPOTENCY_KEY_FIELD]: key })), SENT)
        assert.equal((await h.rows()).length, 1)
        assert.equal(h.email.delivered().length, 1)
      })

      await step("keeps a filled trap field from being emailed, answering like any other post", async () => {
        const response = await submit(formPost({ ...VALID, [HONEYPOT_FIELD]: "http://cheap-seo.example" }))
        assertRedirect(response, SENT)
        const rows = await h.rows()
        assert.equal(rows.length, 1)
        assert.equal(rows[0].is_spam, true)
        assert.equal(h.email.attempts.length, 0)
      })

      await step(
        "refuses a foreign or missing Origin with 403 and no redirect, storing nothing",
        async () => {
          for (const origin of ["https://evil.example", "null", null]) {
            const response = await submit(formPost(VALID, { origin }))
            assert.equal(response.status, 403, String(origin))
            assert.equal(response.headers.get("Location"), null)
          }
          assert.equal((await h.rows()).length, 0)
        },
      )

      await step("never redirects outside the allowed origins, whatever else the request names", async () => {
        const hostile = {
          Referer: "https://evil.example/contact",
          Host: "evil.example",
          "X-Forwarded-Host": "evil.example",
          "X-Forwarded-Proto": "http",
        }
        for (const origin of [SITE, DEV_SITE, `${SITE}.evil.example`, `${SITE}/`, SITE.toUpperCase()]) {
          const response = await submit(formPost(VALID, { origin, headers: hostile }))
          const location = response.headers.get("Location")
          if (location === null) continue
          assert.ok(OPTIONS.allowedOrigins.includes(new URL(location).origin), location)
          assert.equal(new URL(location).origin, origin)
        }
      })
    } finally {
      await h.stop()
    }
  },
})
