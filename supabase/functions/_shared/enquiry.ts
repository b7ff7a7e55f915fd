// The enquiry rules, shared word for word by the contact form (webpack, jest) and the
// send-contact-email function (Deno). Keep this file free of imports other than `yup`
// so it resolves in all three.
import { object, string, type InferType } from "yup"

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
 */
export const HONEYPOT_FIELD = "website"

/**
 * Header carrying one key per submission: a repeat with the same key (double click, retry after a
 * lost response) returns the first result instead of storing and emailing the enquiry twice.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

export const REQUIRED_ENQUIRY_FIELDS = ["firstName", "lastName", "email", "projectDetails"] as const

// Digits with the separators people type: spaces, dashes, dots and brackets.
const PHONE_PATTERN = /^[0-9()\-. ]*$/
// Stricter than yup's built-in check: one @, a dot in the domain, no spaces or angle brackets,
// so the address is safe to use as a reply-to header.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

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

// Control characters have no place in a name or a phone number, and would let a value break out of
// an email header; longer text may keep its line breaks and tabs. (Postgres also refuses NUL.)
// deno-lint-ignore no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// deno-lint-ignore no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

const text = (field: keyof typeof ENQUIRY_LIMITS) =>
  string()
    .trim()
    .max(ENQUIRY_LIMITS[field], `${ENQUIRY_FIELD_LABELS[field]} must be at most ${ENQUIRY_LIMITS[field]} characters`)

/** Checked last, so a more specific message (e.g. "Enter a valid email address") is shown first. */
const printable = (field: keyof typeof ENQUIRY_LIMITS, forbidden = SINGLE_LINE_FORBIDDEN) =>
  [
    "printable",
    `${ENQUIRY_FIELD_LABELS[field]} contains characters that are not allowed`,
    (value: string | undefined) => !value || !forbidden.test(value),
  ] as const

export const enquirySchema = object({
  firstName: text("firstName")
    .required("First name is required")
    .test(...printable("firstName")),
  lastName: text("lastName")
    .required("Last name is required")
    .test(...printable("lastName")),
  email: text("email")
    .required("Email is required")
    .matches(EMAIL_PATTERN, { message: "Enter a valid email address", excludeEmptyString: true })
    .test(...printable("email")),
  countryCode: string()
    .trim()
    .oneOf([...COUNTRY_CODES], "Choose a country code from the list")
    .default(DEFAULT_COUNTRY_CODE)
    .required("Choose a country code from the list"),
  phone: text("phone")
    .matches(PHONE_PATTERN, {
      message: "Phone can contain only digits, spaces, dashes, dots and brackets",
      excludeEmptyString: true,
    })
    .test(...printable("phone"))
    .default(""),
  businessType: text("businessType")
    .test(...printable("businessType"))
    .default(""),
  projectDetails: text("projectDetails")
    .required("Project details are required")
    .test(...printable("projectDetails", MULTI_LINE_FORBIDDEN)),
})

export type Enquiry = InferType<typeof enquirySchema>

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

export type EnquiryValidation =
  | { ok: true; enquiry: Enquiry }
  | { ok: false; errors: EnquiryErrors }

/**
 * Validates untrusted input (a form's values or a request body) and returns the trimmed enquiry,
 * or one message per field. Never throws.
 */
export function validateEnquiry(input: unknown): EnquiryValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { enquiry: "The enquiry must be an object with the form's fields" } }
  }
  const body = input as Record<string, unknown>
  // yup would try to coerce numbers or objects into text; an API client sending them has a bug worth reporting.
  const errors: EnquiryErrors = {}
  const candidate: Record<string, string> = {}
  for (const field of ENQUIRY_FIELDS) {
    const value = body[field]
    if (typeof value === "string") candidate[field] = value
    else if (value !== undefined && value !== null) errors[field] = `${ENQUIRY_FIELD_LABELS[field]} must be text`
  }
  const unknown = Object.keys(body).filter((key) => !(ENQUIRY_FIELDS as string[]).includes(key))
  if (unknown.length > 0) errors.enquiry = `Unexpected field: ${unknown.join(", ")}`

  try {
    const enquiry = enquirySchema.validateSync(candidate, { abortEarly: false })
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, enquiry }
  } catch (error) {
    return { ok: false, errors: { ...collectErrors(error), ...errors } }
  }
}

function collectErrors(error: unknown): EnquiryErrors {
  const errors: EnquiryErrors = {}
  const issues =
    error && typeof error === "object" && "inner" in error && Array.isArray(error.inner)
      ? (error.inner as Array<{ path?: string; message: string }>)
      : []
  for (const issue of issues) {
    const path = issue.path ?? ""
    const key = (ENQUIRY_FIELDS as string[]).includes(path) ? (path as EnquiryField) : "enquiry"
    errors[key] ??= issue.message
  }
  if (Object.keys(errors).length === 0) errors.enquiry = "The enquiry could not be read"
  return errors
}
