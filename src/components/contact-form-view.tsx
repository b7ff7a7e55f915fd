import * as React from "react"
import { Link } from "gatsby"
import { FormField, controlClass, type FieldBinding } from "./form-field"
import { TemplateText } from "./template-text"
import {
  COUNTRY_CODES,
  HONEYPOT_FIELD,
  HONEYPOT_INPUT_ATTRIBUTES,
  HONEYPOT_LABEL,
  type EnquiryField,
} from "../../supabase/functions/_shared/enquiry-fields"
import { IDEMPOTENCY_KEY_FIELD } from "../../supabase/functions/_shared/enquiry-form-post"
import { enquiryFunctionUrl } from "../lib/functions-url"
import { PRIVACY_PATH } from "../lib/constants"

type ContactFormViewProps = {
  content: Queries.ContactFormFieldsFragment
  /** The fields: the plain ones until the form's scripting arrives, then the scripted ones. */
  fields: React.ReactNode
  sending: boolean
  /** Only once the page is interactive: until then the browser checks the required fields and the email. */
  noValidate: boolean
  formRef: React.Ref<HTMLFormElement>
} & Pick<React.FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onFocus" | "onPointerEnter">

/**
 * The enquiry form's markup. It is a complete HTML form: without JavaScript the browser validates it
 * and posts it form-encoded to the enquiry function, which redirects to a result page
 * (supabase/functions/_shared/enquiry-form-post.ts). When the scripting arrives only the fields are
 * replaced: the form and its button stay, so a press on Send that spans the arrival still lands.
 */
export function ContactFormView({
  content,
  fields,
  sending,
  noValidate,
  formRef,
  ...handlers
}: ContactFormViewProps) {
  const { labels } = content
  return (
    <form
      ref={formRef}
      method="post"
      action={enquiryFunctionUrl()}
      noValidate={noValidate}
      aria-labelledby="contact-form-title"
      className="space-y-5"
      {...handlers}
    >
      <h3 id="contact-form-title" className="text-2xl font-bold">
        {content.formTitle}
      </h3>
      {fields}
      {/* A trap for form-filling bots: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>{HONEYPOT_LABEL}</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} {...HONEYPOT_INPUT_ATTRIBUTES} defaultValue="" />
      </div>
      {/* Empty without JavaScript; the scripted form sends its key as a header instead. */}
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} defaultValue="" />
      <button type="submit" className="btn-dark w-full" disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
      {/* The collection notice: what the details are for, read before the visitor sends them. */}
      <p className="text-sm text-ink-muted">
        <TemplateText
          template={content.privacyNotice}
          parts={{
            link: (
              <Link to={PRIVACY_PATH} className="font-semibold text-ink underline underline-offset-4">
                {content.privacyLink}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  )
}

type ContactFormFieldsProps = {
  content: Queries.ContactFormFieldsFragment
  /** What each control shows: the browser's own state on the plain form, Formik's once scripted. */
  bind: (field: EnquiryField) => FieldBinding
}

/** The enquiry's fields, in the order the visitor fills them in. */
export function ContactFormFields({ content, bind }: ContactFormFieldsProps) {
  const country = bind("countryCode")
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="firstName" binding={bind("firstName")} texts={content} autoComplete="given-name" />
        <FormField name="lastName" binding={bind("lastName")} texts={content} autoComplete="family-name" />
      </div>
      <FormField name="email" binding={bind("email")} texts={content} type="email" autoComplete="email" />
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <div>
          <label htmlFor="countryCode" className="text-sm font-semibold">
            {content.labels.countryCode}
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
          texts={content}
          // A text input: HTML allows "tel-national" (the number without the country code, which
          // has its own list) only there, and inputMode still brings up the phone keypad.
          inputMode="tel"
          autoComplete="tel-national"
        />
      </div>
      <FormField
        name="businessType"
        binding={bind("businessType")}
        texts={content}
        autoComplete="organization-title"
      />
      <FormField name="projectDetails" binding={bind("projectDetails")} texts={content} multiline />
    </>
  )
}
