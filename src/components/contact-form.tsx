import * as React from "react"
import { graphql } from "gatsby"
import { FormikProvider, useFormik, type FormikErrors } from "formik"
import { FormField, controlClass } from "./form-field"
import {
  COUNTRY_CODES,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  HONEYPOT_FIELD,
  HONEYPOT_LABEL,
  REQUIRED_ENQUIRY_FIELDS,
  type Enquiry,
} from "../../supabase/functions/_shared/enquiry-fields"
import { sendEnquiry } from "../lib/send-enquiry"
import { showToast } from "../lib/toast"
import { createIdempotencyKeys } from "../lib/idempotency-key"
import { MESSAGES } from "../lib/messages"
import { fill } from "../lib/format"

export type ServicePrefill = {
  service: string
  /** Changes with every request, so choosing the same service twice still prefills. */
  requestKey: string
}

type ContactFormProps = {
  content: Queries.ContactFormFieldsFragment
  prefill?: ServicePrefill
}

const ALL_TOUCHED = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, true]))

// The rules (and yup) load when the visitor first touches the form, not with the page.
const loadRules = () => import("../../supabase/functions/_shared/enquiry")

async function validate(values: Enquiry): Promise<FormikErrors<Enquiry>> {
  const { validateEnquiry } = await loadRules()
  const result = validateEnquiry(values)
  if (result.ok) return {}
  return Object.fromEntries(
    ENQUIRY_FIELDS.flatMap((field) => (result.errors[field] ? [[field, result.errors[field]]] : [])),
  )
}

function isMissingRequired(errors: FormikErrors<Enquiry>, values: Enquiry): boolean {
  return REQUIRED_ENQUIRY_FIELDS.some((field) => Boolean(errors[field]) && values[field].trim() === "")
}

export function ContactForm({ content, prefill }: ContactFormProps) {
  const { labels, placeholders } = content
  const [keys] = React.useState(createIdempotencyKeys)
  const honeypot = React.useRef<HTMLInputElement>(null)

  const formik = useFormik<Enquiry>({
    initialValues: EMPTY_ENQUIRY,
    validate,
    onSubmit: async (values, helpers) => {
      const { validateEnquiry } = await loadRules()
      const checked = validateEnquiry(values)
      if (!checked.ok) return
      const { error } = await sendEnquiry(checked.enquiry, {
        idempotencyKey: keys.keyFor(checked.enquiry),
        honeypot: honeypot.current?.value,
      })
      if (error) {
        console.error("Failed to send enquiry", error)
        void showToast("error", MESSAGES.sendFailed)
        return
      }
      void showToast("success", MESSAGES.sent)
      keys.reset()
      helpers.resetForm({ values: EMPTY_ENQUIRY })
    },
  })
  const { setValues } = formik

  React.useEffect(() => {
    if (!prefill) return
    const line = fill(content.serviceEnquiry, { service: prefill.service })
    void setValues((values) => {
      if (values.projectDetails.includes(line)) return values
      const projectDetails = values.projectDetails.trim()
        ? `${values.projectDetails.trim()}\n\n${line}`
        : line
      return { ...values, projectDetails }
    }, false)
    // Only a new request should prefill; the template does not change at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill?.requestKey, setValues])

  // Set synchronously: Formik's isSubmitting only changes after a render, too late for a double click.
  const inFlight = React.useRef(false)

  // Validate first so an incomplete form gets the spec's toast and focus moves to the first problem.
  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    try {
      const errors = await formik.validateForm()
      const firstInvalid = ENQUIRY_FIELDS.find((field) => errors[field])
      if (firstInvalid) {
        void formik.setTouched(ALL_TOUCHED, false)
        void showToast(
          "error",
          isMissingRequired(errors, formik.values) ? MESSAGES.requiredFields : MESSAGES.invalidFields,
        )
        document.getElementById(firstInvalid)?.focus()
        return
      }
      await formik.submitForm()
    } finally {
      inFlight.current = false
    }
  }

  return (
    <FormikProvider value={formik}>
      <form noValidate onSubmit={handleSubmit} aria-labelledby="contact-form-title" className="space-y-5">
        <h3 id="contact-form-title" className="text-2xl font-bold">
          {content.formTitle}
        </h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            name="firstName"
            label={labels.firstName}
            requiredLabel={labels.required}
            required
            autoComplete="given-name"
            placeholder={placeholders.firstName}
            maxLength={ENQUIRY_LIMITS.firstName}
          />
          <FormField
            name="lastName"
            label={labels.lastName}
            requiredLabel={labels.required}
            required
            autoComplete="family-name"
            placeholder={placeholders.lastName}
            maxLength={ENQUIRY_LIMITS.lastName}
          />
        </div>
        <FormField
          name="email"
          type="email"
          label={labels.email}
          requiredLabel={labels.required}
          required
          autoComplete="email"
          placeholder={placeholders.email}
          maxLength={ENQUIRY_LIMITS.email}
        />
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <div>
            <label htmlFor="countryCode" className="text-sm font-semibold">
              {labels.countryCode}
            </label>
            <select id="countryCode" {...formik.getFieldProps("countryCode")} className={controlClass}>
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <FormField
            name="phone"
            // A text input: HTML allows "tel-national" (the number without the country code, which
            // has its own list) only there, and inputMode still brings up the phone keypad.
            inputMode="tel"
            label={labels.phone}
            requiredLabel={labels.required}
            autoComplete="tel-national"
            placeholder={placeholders.phone}
            maxLength={ENQUIRY_LIMITS.phone}
          />
        </div>
        <FormField
          name="businessType"
          label={labels.businessType}
          requiredLabel={labels.required}
          autoComplete="organization-title"
          placeholder={placeholders.businessType}
          maxLength={ENQUIRY_LIMITS.businessType}
        />
        <FormField
          name="projectDetails"
          label={labels.projectDetails}
          requiredLabel={labels.required}
          required
          multiline
          placeholder={placeholders.projectDetails}
          maxLength={ENQUIRY_LIMITS.projectDetails}
        />
        {/* A trap for form-filling bots: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>{HONEYPOT_LABEL}</label>
          <input
            ref={honeypot}
            id={HONEYPOT_FIELD}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button type="submit" className="btn-dark w-full" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? labels.sending : labels.submit}
        </button>
      </form>
    </FormikProvider>
  )
}

export const query = graphql`
  fragment ContactFormFields on SiteContact {
    formTitle
    serviceEnquiry
    labels {
      firstName
      lastName
      email
      countryCode
      phone
      businessType
      projectDetails
      submit
      sending
      required
    }
    placeholders {
      firstName
      lastName
      email
      phone
      businessType
      projectDetails
    }
  }
`
