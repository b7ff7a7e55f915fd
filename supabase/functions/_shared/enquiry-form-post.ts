// The enquiry form also works as a plain HTML form: before the page is interactive, or with
// JavaScript blocked, the browser POSTs it form-encoded straight to the function. The function
// answers such a post with a 303 to one of these pre-rendered pages of the site (on an allowed site
// origin, never an address taken from the request), so no personal value ever appears in a URL.
// Imports nothing, so it resolves in webpack, jest and Deno alike.

/** Where a plain form post lands: the message was stored (and will be emailed), or it was refused. */
export const ENQUIRY_RESULT_PAGES = {
  sent: "/enquiry-sent",
  notSent: "/enquiry-not-sent",
} as const

/**
 * The hidden form field that carries the submission's idempotency key when there is no script to
 * set the Idempotency-Key header; the function treats both the same.
 */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey"
