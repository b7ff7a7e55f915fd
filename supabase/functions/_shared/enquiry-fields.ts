// The enquiry's fields, limits and constants, without the validation library: the contact form
// loads these with the page and the rules (enquiry.ts, with yup) only when the visitor starts typing.
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

/**
 * The form's hidden trap field: people never see or fill it, form-filling bots do. It travels in the
 * body only when filled; the function answers such a submission like any other but never emails it.
 * Its name means nothing to a browser's autofill or a password manager (no "name", "email", "url",
 * "website", "company", "phone", "address" or "code" in it), so a person's browser never fills it by itself.
 */
export const HONEYPOT_FIELD = "enquiry_reference"
/** The trap's label, read only by bots (the field is hidden from people and assistive technology). */
export const HONEYPOT_LABEL = "Leave this field empty"
/**
 * Attributes the trap's <input> carries beside id and name: out of the tab order, autocomplete off,
 * and the opt-outs 1Password, LastPass, Bitwarden and Dashlane honour.
 */
export const HONEYPOT_INPUT_ATTRIBUTES = {
  type: "text",
  tabIndex: -1,
  autoComplete: "off",
  "data-1p-ignore": "true",
  "data-lpignore": "true",
  "data-bwignore": "true",
  "data-form-type": "other",
} as const

/**
 * Header carrying one key per submission: a repeat with the same key (double click, retry after a
 * lost response) returns the first result instead of storing and emailing the enquiry twice.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

export const REQUIRED_ENQUIRY_FIELDS = ["firstName", "lastName", "email", "projectDetails"] as const

/** How each field is named in messages. */
export const ENQUIRY_FIELD_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  countryCode: "Country code",
  phone: "Phone",
  businessType: "Business type",
  projectDetails: "Project details",
} as const

/** An enquiry as the form holds it and the function stores it (after trimming and validation). */
export type Enquiry = {
  firstName: string
  lastName: string
  email: string
  countryCode: CountryCode
  phone: string
  businessType: string
  projectDetails: string
}

export type EnquiryField = keyof Enquiry

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
