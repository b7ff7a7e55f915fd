// The form without JavaScript POSTs form-encoded straight to the function, which answers with a 303
// to one of these pages, so no personal value appears in a URL. Imports nothing (webpack, jest, Deno).

/** Where a plain form post lands: the message was stored (and will be emailed), or it was refused. */
export const ENQUIRY_RESULT_PAGES = {
  sent: "/enquiry-sent/",
  notSent: "/enquiry-not-sent/",
} as const

/** The hidden field that carries the idempotency key where no script sets the header. */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey"
