// The enquiry rules, shared by the contact form and the send-contact-email function (Deno).
import { object, string, ValidationError, type ObjectSchema } from "yup"
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
} from "./enquiry-fields.ts"

export * from "./enquiry-fields.ts"

// Digits with the separators people type: spaces, dashes, dots and brackets.
const PHONE_PATTERN = /^[0-9()\-. ]*$/
// Stricter than yup's check, so the address is safe as a reply-to header; labels without dots give
// one way to split the domain, so the match runs in linear time.
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/

// Control characters have no place in a name or a phone number, and would let a value break out of
// an email header; longer text may keep its line breaks and tabs. (Postgres also refuses NUL.)
// deno-lint-ignore no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// deno-lint-ignore no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

// Invisible bidirectional and zero-width characters could disguise the notification's subject and
// reply-to; no one types them on purpose, so they are removed rather than refused.
const INVISIBLE_FORMATTING = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/** What messages call each field: the form's labels (content/site.json); for API callers, its key. */
export type FieldLabels = Record<EnquiryField, string>
const FIELD_KEYS = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, field])) as FieldLabels

// yup writes the field's label where a message says ${path}; its own `max` message says
// "${path} must be at most ${max} characters".
const REQUIRED = "${path} is required"
const text = (field: keyof typeof ENQUIRY_LIMITS, labels: FieldLabels) =>
  string().label(labels[field]).trim().max(ENQUIRY_LIMITS[field])

/** Checked last, so a more specific message (e.g. "Enter a valid email address") is shown first. */
const printable = (forbidden = SINGLE_LINE_FORBIDDEN) =>
  [
    "printable",
    "${path} contains characters that are not allowed",
    (value: string | undefined) => !value || !forbidden.test(value),
  ] as const

/** A single-line text that also loses invisible formatting before it is trimmed and checked. */
const visibleText = (field: "firstName" | "lastName" | "email" | "businessType", labels: FieldLabels) =>
  text(field, labels).transform((value: string) => value.replace(INVISIBLE_FORMATTING, "").trim())

const enquirySchema = (labels: FieldLabels): ObjectSchema<Enquiry> =>
  object({
    firstName: visibleText("firstName", labels)
      .required(REQUIRED)
      .test(...printable()),
    lastName: visibleText("lastName", labels)
      .required(REQUIRED)
      .test(...printable()),
    email: visibleText("email", labels)
      .required(REQUIRED)
      // The length first: an address over the limit is refused by `max` without running the pattern.
      .test(
        "email",
        "Enter a valid email address",
        (value) => !value || value.length > ENQUIRY_LIMITS.email || EMAIL_PATTERN.test(value),
      )
      .test(...printable()),
    countryCode: string()
      .trim()
      .oneOf([...COUNTRY_CODES], "Choose a country code from the list")
      .default(DEFAULT_COUNTRY_CODE)
      .required("Choose a country code from the list"),
    phone: text("phone", labels)
      .matches(PHONE_PATTERN, {
        message: "${path} can contain only digits, spaces, dashes, dots and brackets",
        excludeEmptyString: true,
      })
      .test(...printable())
      .default(""),
    businessType: visibleText("businessType", labels)
      .test(...printable())
      .default(""),
    projectDetails: text("projectDetails", labels)
      .required(REQUIRED)
      .test(...printable(MULTI_LINE_FORBIDDEN)),
  })

export type EnquiryValidation = { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors }

/** The trimmed enquiry from untrusted input (form values or a request body), or one message per field. */
export function validateEnquiry(input: unknown, labels = FIELD_KEYS): EnquiryValidation {
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
    else if (value !== undefined && value !== null) errors[field] = `${labels[field]} must be text`
  }
  const unknown = Object.keys(body).filter((key) => !(ENQUIRY_FIELDS as string[]).includes(key))
  if (unknown.length > 0) errors.enquiry = `Unexpected field: ${unknown.join(", ")}`

  try {
    const enquiry = enquirySchema(labels).validateSync(candidate, { abortEarly: false })
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, enquiry }
  } catch (error) {
    return { ok: false, errors: { ...collectErrors(error), ...errors } }
  }
}

function collectErrors(error: unknown): EnquiryErrors {
  const errors: EnquiryErrors = {}
  for (const issue of error instanceof ValidationError ? error.inner : []) {
    const path = issue.path ?? ""
    const key = (ENQUIRY_FIELDS as string[]).includes(path) ? (path as EnquiryField) : "enquiry"
    errors[key] ??= issue.message
  }
  if (Object.keys(errors).length === 0) errors.enquiry = "The enquiry could not be read"
  return errors
}
