// The form posted without JavaScript: it becomes the handler's JSON request (same limits, rules,
// honeypot and idempotency), answered with a 303 to a result page on the allowed origin it came from.
import { ENQUIRY_RESULT_PAGES, IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_HEADER } from "../_shared/enquiry.ts"
import type { Logger } from "../_shared/log.ts"
import { readBody } from "../_shared/read-body.ts"
import type { Config } from "./config.ts"

type Handle = (request: Request) => Promise<Response>
// The handler logs what it answers; `log` gets the posts refused before they reach it.
type FormPostOptions = Pick<Config, "allowedOrigins" | "maxBodyBytes" | "bodyReadTimeoutMs"> & { log: Logger }

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i

export function isFormPost(request: Request): boolean {
  return request.method === "POST" && FORM_CONTENT_TYPE.test(request.headers.get("Content-Type") ?? "")
}

export async function answerFormPost(
  request: Request,
  handle: Handle,
  { allowedOrigins, maxBodyBytes, bodyReadTimeoutMs, log }: FormPostOptions,
): Promise<Response> {
  // Browsers always send Origin with a form post; without an allowed one there is nowhere safe to redirect.
  const origin = request.headers.get("Origin")
  const site = allowedOrigins.find((allowed) => allowed === origin)
  if (!site) {
    log({ outcome: "origin_refused", status: 403 })
    await request.body?.cancel()
    return new Response("This origin may not send enquiries.\n", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    })
  }
  // Too large, too slow, not UTF-8, or a field named twice: not sent.
  const raw = await readBody(request, maxBodyBytes, bodyReadTimeoutMs)
  const notSent = (outcome: string) => {
    log({ outcome, status: 303 })
    return resultPage(site, "notSent")
  }
  if (raw === "too_large" || raw === "too_slow" || raw === "not_utf8") return notSent(raw)
  const form = new URLSearchParams(raw)
  if (new Set(form.keys()).size !== form.size) return notSent("duplicate_field")

  const headers = new Headers(request.headers)
  headers.set("Content-Type", "application/json")
  headers.delete("Content-Length")
  const key = form.get(IDEMPOTENCY_KEY_FIELD)
  form.delete(IDEMPOTENCY_KEY_FIELD)
  // Without a script the key is empty: no idempotency, as for a JSON request without one.
  if (key) headers.set(IDEMPOTENCY_KEY_HEADER, key)

  const body = JSON.stringify(Object.fromEntries(form))
  const answer = await handle(new Request(request.url, { method: "POST", headers, body }))
  await answer.body?.cancel()
  return resultPage(site, answer.status === 200 ? "sent" : "notSent")
}

function resultPage(site: string, page: keyof typeof ENQUIRY_RESULT_PAGES): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${site}${ENQUIRY_RESULT_PAGES[page]}`, "Cache-Control": "no-store" },
  })
}
