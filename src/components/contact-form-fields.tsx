import type * as React from "react"
import {
  COUNTRY_CODES,
  EMPTY_ENQUIRY,
  ENQUIRY_LIMITS,
  REQUIRED_ENQUIRY_FIELDS,
  type EnquiryField,
} from "../../supabase/functions/_shared/enquiry-fields"
import { fill } from "../lib/format"

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What a control shows: only `defaultValue` before the scripting loads; after, Formik's state and error. */
export type FieldBinding = {
  value?: string
  defaultValue?: string
  onChange?: React.ChangeEventHandler<Control>
  onBlur?: React.FocusEventHandler<Control>
  error?: string
}

/** A service the visitor chose on the page, to be named in the form's project details. */
export type ServicePrefill = {
  service: string
  /** Changes with every request, so choosing the same service twice still prefills. */
  requestKey: string
}

/** The line a chosen service adds to the project details. */
export const serviceLine = (content: Queries.ContactFormFieldsFragment, service: string) =>
  fill(content.serviceEnquiry, { service })

type FormFieldProps = {
  name: Exclude<EnquiryField, "countryCode">
  form: Required<ContactFormFieldsProps>
  autoComplete?: string
  type?: "text" | "email"
  /** The on-screen keyboard, where the type does not imply it. */
  inputMode?: "tel"
  multiline?: boolean
}

const controlClass =
  "mt-1 block w-full rounded-xl border border-ink/20 bg-white px-4 py-3 text-ink placeholder:text-ink-muted/70 focus:border-ink focus:outline-none focus:ring-2 focus:ring-sun aria-[invalid=true]:border-red-700"

/** A labelled input or textarea whose error, when there is one, is announced and linked. */
function FormField({
  name,
  form,
  autoComplete,
  type = "text",
  inputMode,
  multiline = false,
}: FormFieldProps) {
  const { error, ...binding } = form.bind(name)
  const { labels, placeholders } = form.content
  const errorId = `${name}-error`
  // Required, label, placeholder and length limit all follow the enquiry rules and the content.
  const required = (REQUIRED_ENQUIRY_FIELDS as readonly EnquiryField[]).includes(name)
  const shared = {
    ...binding,
    id: name,
    name,
    placeholder: placeholders[name],
    maxLength: ENQUIRY_LIMITS[name],
    // `required` lets the browser refuse an incomplete form while the page has no script.
    required,
    "aria-invalid": Boolean(error),
    "aria-required": required || undefined,
    "aria-describedby": error ? errorId : undefined,
  }
  return (
    <div>
      <label htmlFor={name} className="text-sm font-semibold">
        {labels[name]}
        {required && (
          <>
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
            <span className="sr-only"> ({labels.required})</span>
          </>
        )}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} className={`${controlClass} min-h-[120px] resize-y`} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          className={controlClass}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

type ContactFormFieldsProps = {
  content: Queries.ContactFormFieldsFragment
  /** What each control shows: Formik's once scripted; unset, the browser keeps the plain form's state. */
  bind?: (field: EnquiryField) => FieldBinding
}

const browserKeepsValue = (field: EnquiryField): FieldBinding => ({ defaultValue: EMPTY_ENQUIRY[field] })

/** The enquiry's fields, in the order the visitor fills them in. */
export function ContactFormFields({ content, bind = browserKeepsValue }: ContactFormFieldsProps) {
  const form = { content, bind }
  const { error: _error, ...country } = form.bind("countryCode")
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="firstName" form={form} autoComplete="given-name" />
        <FormField name="lastName" form={form} autoComplete="family-name" />
      </div>
      <FormField name="email" form={form} type="email" autoComplete="email" />
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <div>
          <label htmlFor="countryCode" className="text-sm font-semibold">
            {form.content.labels.countryCode}
          </label>
          <select {...country} id="countryCode" name="countryCode" className={controlClass}>
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        {/* A text input: HTML allows "tel-national" (the number without the country code, which has its
            own list) only there, and inputMode still brings up the phone keypad. */}
        <FormField name="phone" form={form} inputMode="tel" autoComplete="tel-national" />
      </div>
      <FormField name="businessType" form={form} autoComplete="organization-title" />
      <FormField name="projectDetails" form={form} multiline />
    </>
  )
}
