// The enquiry's fields and constants without yup (enquiry.ts), so the form's first load stays small.
// Imports nothing, so it resolves in webpack, jest and Deno alike.

export const COUNTRY_CODES = [
  "+61",
  "+1",
  "+44",
  "+33",
  "+49",
  "+81",
  "+86",
  "+91",
  "+55",
  "+39",
  "+34",
  "+31",
  "+47",
  "+46",
  "+45",
] as const

export type CountryCode = (typeof COUNTRY_CODES)[number]

export const DEFAULT_COUNTRY_CODE: CountryCode = "+61"

export const ENQUIRY_LIMITS = {
  firstName: 100,
  lastName: 100,
  // RFC 5321 caps a forward path at 254 characters.
  email: 254,
  phone: 20,
  businessType: 100,
  projectDetails: 5000,
} as const

/** The hidden trap field bots fill: answered as usual, never emailed. No word autofill would fill. */
export const HONEYPOT_FIELD = "enquiry_reference"
/** The trap's label, read only by bots (the field is hidden from people and assistive technology). */
export const HONEYPOT_LABEL = "Leave this field empty"
/** The trap's attributes: out of the tab order, autocomplete off, and password managers' opt-outs. */
export const HONEYPOT_INPUT_ATTRIBUTES = {
  type: "text",
  tabIndex: -1,
  autoComplete: "off",
  "data-1p-ignore": "true",
  "data-lpignore": "true",
  "data-bwignore": "true",
  "data-form-type": "other",
} as const

/** One key per submission: a repeat (double click, retry after a lost response) gets the first result. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/
/** The hidden field that carries the idempotency key where no script sets the header. */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey"

/** Where a form posted without JavaScript lands (a 303, so no value is in a URL): stored, or refused. */
export const ENQUIRY_RESULT_PAGES = {
  sent: "/enquiry-sent/",
  notSent: "/enquiry-not-sent/",
} as const

export const REQUIRED_ENQUIRY_FIELDS = ["firstName", "lastName", "email", "projectDetails"] as const

/** The enquiry's fields; what each is called is content (the form's labels, content/site.json). */
export type EnquiryField = keyof typeof ENQUIRY_LIMITS | "countryCode"

/** An enquiry as the form holds it and the function stores it (after trimming and validation). */
export type Enquiry = Record<EnquiryField, string> & { countryCode: CountryCode }

export const EMPTY_ENQUIRY: Enquiry = {
  firstName: "",
  lastName: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: "",
  businessType: "",
  projectDetails: "",
}

export const ENQUIRY_FIELDS = Object.keys(EMPTY_ENQUIRY) as EnquiryField[]

/** One message per field; `enquiry` holds problems with the body as a whole (wrong shape, unknown fields). */
export type EnquiryErrors = Partial<Record<EnquiryField | "enquiry", string>>
