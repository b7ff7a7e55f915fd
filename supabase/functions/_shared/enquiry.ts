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

export const REQUIRED_ENQUIRY_FIELDS = ["firstName", "lastName", "email", "projectDetails"] as const

// Digits with the separators people type: spaces, dashes, dots and brackets.
const PHONE_PATTERN = /^[0-9()\-. ]*$/
// Stricter than yup's built-in check: one @, a dot in the domain, no spaces or angle brackets,
// so the address is safe to use as a reply-to header.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

const text = (label: string, max: number) =>
  string()
    .typeError(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)

export const enquirySchema = object({
  firstName: text("First name", ENQUIRY_LIMITS.firstName).required("First name is required"),
  lastName: text("Last name", ENQUIRY_LIMITS.lastName).required("Last name is required"),
  email: text("Email", ENQUIRY_LIMITS.email)
    .required("Email is required")
    .matches(EMAIL_PATTERN, { message: "Enter a valid email address", excludeEmptyString: true }),
  countryCode: string()
    .typeError("Choose a country code from the list")
    .trim()
    .oneOf([...COUNTRY_CODES], "Choose a country code from the list")
    .default(DEFAULT_COUNTRY_CODE)
    .required("Choose a country code from the list"),
  phone: text("Phone", ENQUIRY_LIMITS.phone)
    .matches(PHONE_PATTERN, {
      message: "Phone can contain only digits, spaces, dashes, dots and brackets",
      excludeEmptyString: true,
    })
    .default(""),
  businessType: text("Business type", ENQUIRY_LIMITS.businessType).default(""),
  projectDetails: text("Project details", ENQUIRY_LIMITS.projectDetails).required(
    "Project details are required",
  ),
})
  .noUnknown(true, "Unexpected field: ${unknown}")
  .strict(false)

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

/** Validates untrusted input and returns the trimmed enquiry or one message per field. */
export function validateEnquiry(input: unknown): EnquiryValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { enquiry: "The enquiry must be an object with the form's fields" } }
  }
  try {
    const enquiry = enquirySchema.validateSync(input, { abortEarly: false })
    return { ok: true, enquiry }
  } catch (error) {
    return { ok: false, errors: collectErrors(error) }
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
