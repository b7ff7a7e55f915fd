// The enquiry form as a plain HTML form (before the page is interactive, or without JavaScript): the
// post becomes the JSON request the handler understands (same limits, rules, honeypot and
// idempotency), answered with a 303 to a result page of the site, on the allowed origin the post came
// from (from the configuration, never the request), whose path carries no value the visitor typed.
import { ENQUIRY_RESULT_PAGES, IDEMPOTENCY_KEY_FIELD } from "../_shared/enquiry-form-post.ts"
import { IDEMPOTENCY_KEY_HEADER } from "../_shared/enquiry-fields.ts"
import { readBody } from "../_shared/read-body.ts"
import type { Config } from "./config.ts"

type Handle = (request: Request) => Promise<Response>
type FormPostOptions = Pick<Config, "allowedOrigins" | "maxBodyBytes" | "bodyReadTimeoutMs">

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i

export function isFormPost(request: Request): boolean {
  return request.method === "POST" && FORM_CONTENT_TYPE.test(request.headers.get("Content-Type") ?? "")
}

export async function answerFormPost(
  request: Request,
  handle: Handle,
  { allowedOrigins, maxBodyBytes, bodyReadTimeoutMs }: FormPostOptions,
): Promise<Response> {
  // A browser always names the page's origin on a form post. Without a site to send the visitor back
  // to there is nowhere safe to redirect, so a foreign or missing origin gets a plain refusal.
  const origin = request.headers.get("Origin")
  const site = allowedOrigins.find((allowed) => allowed === origin)
  if (!site) {
    await request.body?.cancel()
    return new Response("This origin may not send enquiries.\n", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    })
  }
  const form = await readForm(request, maxBodyBytes, bodyReadTimeoutMs)
  if (!form) return resultPage(site, "notSent")

  const headers = new Headers(request.headers)
  headers.set("Content-Type", "application/json")
  headers.delete("Content-Length")
  const key = form.get(IDEMPOTENCY_KEY_FIELD)
  form.delete(IDEMPOTENCY_KEY_FIELD)
  // The script-less form leaves the key empty: no key, no idempotency, as for a JSON request without one.
  if (key) headers.set(IDEMPOTENCY_KEY_HEADER, key)

  const answer = await handle(
    new Request(request.url, {
      method: "POST",
      headers,
      body: JSON.stringify(Object.fromEntries(form)),
    }),
  )
  await answer.body?.cancel()
  return resultPage(site, answer.status === 200 ? "sent" : "notSent")
}

/** The posted fields, or null when the body is too large, too slow, not UTF-8 or names a field twice. */
async function readForm(
  request: Request,
  maxBytes: number,
  timeoutMs: number,
): Promise<URLSearchParams | null> {
  const raw = await readBody(request, maxBytes, timeoutMs)
  if (raw === "too_large" || raw === "too_slow" || raw === "not_utf8") return null
  const form = new URLSearchParams(raw)
  const names = [...form.keys()]
  return new Set(names).size === names.length ? form : null
}

function resultPage(site: string, page: keyof typeof ENQUIRY_RESULT_PAGES): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${site}${ENQUIRY_RESULT_PAGES[page]}`, "Cache-Control": "no-store" },
  })
}
