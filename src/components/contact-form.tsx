import * as React from "react"
import { graphql, Link } from "gatsby"
import type { ServicePrefill } from "./contact-form-fields"
import type { ContactFormScripting } from "./contact-form-scripting"
import { TemplateText } from "./template-text"
import {
  HONEYPOT_FIELD,
  HONEYPOT_INPUT_ATTRIBUTES,
  HONEYPOT_LABEL,
  IDEMPOTENCY_KEY_FIELD,
} from "../../supabase/functions/_shared/enquiry-fields"
import { enquiryFunctionUrl } from "../lib/functions-url"
import { onDemand, staticPart } from "../lib/on-demand"
import { PRIVACY_PATH } from "../lib/constants"

type ContactFormProps = {
  content: Queries.ContactFormFieldsFragment
  prefill?: ServicePrefill
}

// Formik, the enquiry rules and the sending code load when the visitor reaches for the form.
const loadScripting = onDemand(() => import("./contact-form-scripting"))
const PlainFields = staticPart(() => import("./contact-form-fields"), "ContactFormFields")

/**
 * The enquiry form: a complete HTML form the browser checks and posts to the enquiry function before
 * hydration or without JavaScript (supabase/functions/send-contact-email/form-post.ts). Its scripting
 * loads when a pointer comes over it; the first focus, submit or chosen service swaps in the scripted
 * fields, keeping what was typed and the caret. The form and its button stay, so a press on Send spanning the swap still lands; a
 * submit made while the scripting loads is sent once it has, or by the browser if it cannot load.
 */
export function ContactForm({ content, prefill }: ContactFormProps) {
  const form = React.useRef<HTMLFormElement>(null)
  const [hydrated, setHydrated] = React.useState(false)
  const [scripting, setScripting] = React.useState<{ Fields: typeof ContactFormScripting } | "failed" | null>(
    null,
  )
  const [sending, setSending] = React.useState(false)
  const submitPending = React.useRef(false)
  // The scripted fields' submit, once they are in.
  const submit = React.useRef<(() => void) | null>(null)

  React.useEffect(() => setHydrated(true), [])

  const takeOver = React.useCallback(() => {
    loadScripting().then(
      (module) => setScripting((now) => now ?? { Fields: module.ContactFormScripting }),
      (error: unknown) => {
        console.error("The contact form's scripting did not load; the browser sends the form", error)
        setScripting("failed")
      },
    )
  }, [])

  const prefilling = prefill !== undefined
  React.useEffect(() => {
    if (prefilling) takeOver()
  }, [prefilling, takeOver])

  React.useEffect(() => {
    if (!scripting || !submitPending.current) return
    submitPending.current = false
    if (scripting === "failed") form.current?.requestSubmit()
    else submit.current?.()
  }, [scripting])

  const plain = scripting === "failed"
  const fields =
    scripting && scripting !== "failed" ? (
      <scripting.Fields
        content={content}
        prefill={prefill}
        form={form}
        submit={submit}
        onSending={setSending}
      />
    ) : (
      // Until the scripted fields come, the browser keeps the values: pre-rendered, they need no code.
      <PlainFields content={content} />
    )
  return (
    <form
      ref={form}
      method="post"
      action={enquiryFunctionUrl()}
      // Only once the page is interactive: until then the browser checks the required fields and the email.
      noValidate={hydrated && !plain}
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-5"
      onFocus={scripting ? undefined : takeOver}
      onPointerEnter={scripting ? undefined : () => void loadScripting().catch(() => undefined)}
      onSubmit={
        plain
          ? undefined
          : (event) => {
              event.preventDefault()
              if (submit.current) return submit.current()
              submitPending.current = true
              takeOver()
            }
      }
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
        {sending ? content.labels.sending : content.labels.submit}
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

export const query = graphql`
  fragment ContactFormFields on SiteContact {
    formTitle
    serviceEnquiry
    privacyNotice
    privacyLink
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
