import * as React from "react"
import { graphql } from "gatsby"
import { ContactFormFields, ContactFormView } from "./contact-form-view"
import type { FieldBinding } from "./form-field"
import type { ContactFormScripting } from "./contact-form-scripting"
import { EMPTY_ENQUIRY, type EnquiryField } from "../../supabase/functions/_shared/enquiry-fields"
import { onDemand } from "../lib/on-demand"
import { serviceLine, type ServicePrefill } from "../lib/service-prefill"

type ContactFormProps = {
  content: Queries.ContactFormFieldsFragment
  prefill?: ServicePrefill
}

// Formik, the enquiry rules and the sending code load when the visitor reaches for the form.
const loadScripting = onDemand(() => import("./contact-form-scripting"))

const preload = () => void loadScripting().catch(() => undefined)

/**
 * The enquiry form. It arrives as a plain HTML form that posts to the enquiry function by itself
 * (before hydration, or without JavaScript); its scripting loads when a pointer comes over it, and
 * the first focus in it, submit or chosen service brings the scripted fields in, which take over what
 * was typed and where the caret was. The form and its button stay the same elements throughout. A
 * submit while the scripting loads is made once it has; if it cannot load, the browser posts the form.
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
    if (scripting !== "failed" || !submitPending.current) return
    submitPending.current = false
    form.current?.requestSubmit()
  }, [scripting])

  const plain = scripting === "failed"
  // A chosen service shows at once; the scripted fields find it there and do not add it twice.
  const line = prefill ? serviceLine(content, prefill.service) : ""
  const browserKeepsValue = (field: EnquiryField): FieldBinding => ({
    defaultValue: field === "projectDetails" && line ? line : EMPTY_ENQUIRY[field],
  })
  const fields =
    scripting && scripting !== "failed" ? (
      <scripting.Fields
        content={content}
        prefill={prefill}
        form={form}
        submitNow={submitPending.current}
        submit={submit}
        onSending={setSending}
      />
    ) : (
      <ContactFormFields content={content} bind={browserKeepsValue} />
    )
  return (
    <ContactFormView
      content={content}
      fields={fields}
      sending={sending}
      formRef={form}
      noValidate={hydrated && !plain}
      onFocus={scripting ? undefined : takeOver}
      onPointerEnter={scripting ? undefined : preload}
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
    />
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
