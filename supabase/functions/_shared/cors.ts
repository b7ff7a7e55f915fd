// CORS for the site's own origins only. Every response, errors included, goes through here so a
// browser on an allowed origin can always read why a request failed.

// What supabase-js sends with functions.invoke, plus the form's idempotency key.
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type, idempotency-key"

export function corsHeaders(
  origin: string | null,
  allowedOrigins: readonly string[],
): Record<string, string> {
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

/** A request may come from an allowed site origin, or from no browser at all (no Origin header). */
export function isOriginAllowed(origin: string | null, allowedOrigins: readonly string[]): boolean {
  return origin === null || allowedOrigins.includes(origin)
}
