import * as React from "react"
import { graphql } from "gatsby"
import { ContactFormView } from "./contact-form-view"
import type { FieldBinding } from "./form-field"
import type { ScriptedContactForm } from "./scripted-contact-form"
import { EMPTY_ENQUIRY, type EnquiryField } from "../../supabase/functions/_shared/enquiry-fields"
import { onDemand } from "../lib/on-demand"
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

// Formik, the enquiry rules and the sending code load when the visitor reaches for the form.
const loadScriptedForm = onDemand(() => import("./scripted-contact-form"))

const preload = () => void loadScriptedForm().catch(() => undefined)

/** The line a chosen service adds to the project details. */
export const serviceLine = (content: Queries.ContactFormFieldsFragment, service: string) =>
  fill(content.serviceEnquiry, { service })

/**
 * The enquiry form. It arrives as a plain HTML form that posts to the enquiry function by itself
 * (before hydration, or without JavaScript); its scripting loads when a pointer comes over it, and
 * the first focus in a field, submit or chosen service swaps in the scripted form, which takes over
 * what was typed and where the caret was. A submit while the scripting loads is made once it has;
 * if it cannot load, the browser posts the form.
 */
export function ContactForm({ content, prefill }: ContactFormProps) {
  const form = React.useRef<HTMLFormElement>(null)
  const [hydrated, setHydrated] = React.useState(false)
  const [scripted, setScripted] = React.useState<{ Form: typeof ScriptedContactForm } | "failed" | null>(null)
  const submitPending = React.useRef(false)

  React.useEffect(() => setHydrated(true), [])

  const takeOver = React.useCallback(() => {
    loadScriptedForm().then(
      (module) => setScripted({ Form: module.ScriptedContactForm }),
      (error: unknown) => {
        console.error("The contact form's scripting did not load; the browser sends the form", error)
        setScripted("failed")
      },
    )
  }, [])

  // The button is left alone: replacing it between press and release would lose the click. Pressing
  // it submits, and the submit takes over.
  const takeOverOnEntry = (event: React.FocusEvent<HTMLFormElement>) => {
    if (!(event.target instanceof HTMLButtonElement)) takeOver()
  }

  const prefilling = prefill !== undefined
  React.useEffect(() => {
    if (prefilling) takeOver()
  }, [prefilling, takeOver])

  React.useEffect(() => {
    if (scripted !== "failed" || !submitPending.current) return
    submitPending.current = false
    form.current?.requestSubmit()
  }, [scripted])

  if (scripted && scripted !== "failed") {
    return (
      <scripted.Form
        content={content}
        prefill={prefill}
        takeOver={form.current}
        submitNow={submitPending.current}
      />
    )
  }
  const plain = scripted === "failed"
  // A chosen service shows at once; the scripted form finds it there and does not add it twice.
  const line = prefill ? serviceLine(content, prefill.service) : ""
  const browserKeepsValue = (field: EnquiryField): FieldBinding => ({
    defaultValue: field === "projectDetails" && line ? line : EMPTY_ENQUIRY[field],
  })
  return (
    <ContactFormView
      content={content}
      bind={browserKeepsValue}
      formRef={form}
      noValidate={hydrated && !plain}
      onFocus={plain ? undefined : takeOverOnEntry}
      onPointerEnter={plain ? undefined : preload}
      onSubmit={
        plain
          ? undefined
          : (event) => {
              event.preventDefault()
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
