// CORS for the site's own origins only, on every response, so the site can read why a request failed.
import { failure, methodNotAllowed } from "./answer.ts"

// What supabase-js sends with functions.invoke, plus the form's idempotency key.
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type, idempotency-key"

export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]) {
  const headers: Record<string, string> = { Vary: "Origin" }
  if (origin && allowedOrigins.includes(origin)) {
    headers["Access-Control-Allow-Origin"] = origin
    headers["Access-Control-Allow-Methods"] = "POST, OPTIONS"
    headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
    headers["Access-Control-Max-Age"] = "86400"
    // A browser may read how long a rate-limited visitor should wait (hidden cross-origin otherwise).
    headers["Access-Control-Expose-Headers"] = "Retry-After"
  }
  return headers
}

/**
 * The gate of an entry point the site POSTs to: preflight (204 or 403), other methods 405, and a POST
 * without an allowed Origin 403 with `refusal`; null when it may go on. Stops other websites, not bots.
 */
export function refuseBrowserPost(request: Request, allowedOrigins: readonly string[], refusal: string) {
  const origin = request.headers.get("Origin")
  const originAllowed = origin !== null && allowedOrigins.includes(origin)
  if (request.method === "OPTIONS") {
    return originAllowed
      ? { status: 204, body: {}, outcome: "preflight" }
      : failure(403, "origin_not_allowed", refusal, "preflight_refused")
  }
  if (request.method !== "POST") return methodNotAllowed("POST", "POST, OPTIONS")
  return originAllowed ? null : failure(403, "origin_not_allowed", refusal, "origin_refused")
}
