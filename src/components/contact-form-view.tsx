import * as React from "react"
import { FormField, controlClass, type FieldBinding } from "./form-field"
import {
  COUNTRY_CODES,
  ENQUIRY_LIMITS,
  HONEYPOT_FIELD,
  HONEYPOT_INPUT_ATTRIBUTES,
  HONEYPOT_LABEL,
  type EnquiryField,
} from "../../supabase/functions/_shared/enquiry-fields"
import { IDEMPOTENCY_KEY_FIELD } from "../../supabase/functions/_shared/enquiry-form-post"
import { ENQUIRY_FUNCTION_URL } from "../lib/functions-url"

type ContactFormViewProps = {
  content: Queries.ContactFormFieldsFragment
  /** What each control shows: the browser's own state on the plain form, Formik's once scripted. */
  bind: (field: EnquiryField) => FieldBinding
  sending?: boolean
  /** Only once the page is interactive: until then the browser checks the required fields and the email. */
  noValidate: boolean
  formRef?: React.Ref<HTMLFormElement>
  honeypot?: { ref: React.Ref<HTMLInputElement>; defaultValue: string }
} & Pick<React.FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onFocus" | "onPointerEnter">

/**
 * The enquiry form's markup, the same before and after its scripting loads. It is a complete HTML
 * form: without JavaScript the browser validates it and posts it form-encoded to the enquiry
 * function, which redirects to a result page (supabase/functions/_shared/enquiry-form-post.ts).
 */
export function ContactFormView({
  content,
  bind,
  sending = false,
  noValidate,
  formRef,
  honeypot,
  ...handlers
}: ContactFormViewProps) {
  const { labels, placeholders } = content
  const country = bind("countryCode")
  return (
    <form
      ref={formRef}
      method="post"
      action={ENQUIRY_FUNCTION_URL}
      noValidate={noValidate}
      aria-labelledby="contact-form-title"
      className="space-y-5"
      {...handlers}
    >
      <h3 id="contact-form-title" className="text-2xl font-bold">
        {content.formTitle}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          name="firstName"
          binding={bind("firstName")}
          label={labels.firstName}
          requiredLabel={labels.required}
          autoComplete="given-name"
          placeholder={placeholders.firstName}
          maxLength={ENQUIRY_LIMITS.firstName}
        />
        <FormField
          name="lastName"
          binding={bind("lastName")}
          label={labels.lastName}
          requiredLabel={labels.required}
          autoComplete="family-name"
          placeholder={placeholders.lastName}
          maxLength={ENQUIRY_LIMITS.lastName}
        />
      </div>
      <FormField
        name="email"
        binding={bind("email")}
        type="email"
        label={labels.email}
        requiredLabel={labels.required}
        autoComplete="email"
        placeholder={placeholders.email}
        maxLength={ENQUIRY_LIMITS.email}
      />
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <div>
          <label htmlFor="countryCode" className="text-sm font-semibold">
            {labels.countryCode}
          </label>
          <select
            id="countryCode"
            name="countryCode"
            value={country.value}
            defaultValue={country.defaultValue}
            onChange={country.onChange}
            onBlur={country.onBlur}
            className={controlClass}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <FormField
          name="phone"
          binding={bind("phone")}
          // A text input: HTML allows "tel-national" (the number without the country code, which
          // has its own list) only there, and inputMode still brings up the phone keypad.
          inputMode="tel"
          label={labels.phone}
          autoComplete="tel-national"
          placeholder={placeholders.phone}
          maxLength={ENQUIRY_LIMITS.phone}
        />
      </div>
      <FormField
        name="businessType"
        binding={bind("businessType")}
        label={labels.businessType}
        autoComplete="organization-title"
        placeholder={placeholders.businessType}
        maxLength={ENQUIRY_LIMITS.businessType}
      />
      <FormField
        name="projectDetails"
        binding={bind("projectDetails")}
        label={labels.projectDetails}
        requiredLabel={labels.required}
        multiline
        placeholder={placeholders.projectDetails}
        maxLength={ENQUIRY_LIMITS.projectDetails}
      />
      {/* A trap for form-filling bots: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>{HONEYPOT_LABEL}</label>
        <input
          ref={honeypot?.ref}
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          {...HONEYPOT_INPUT_ATTRIBUTES}
          defaultValue={honeypot?.defaultValue ?? ""}
        />
      </div>
      {/* Empty without JavaScript; the scripted form sends its key as a header instead. */}
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} defaultValue="" />
      <button type="submit" className="btn-dark w-full" disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  )
}
