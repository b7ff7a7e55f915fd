import * as React from "react"
import { createPortal } from "react-dom"
import { useFormik, type FormikErrors } from "formik"
import { toast, Toaster } from "sonner"
import { ContactFormFields, serviceLine, type FieldBinding, type ServicePrefill } from "./contact-form-fields"
import {
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  REQUIRED_ENQUIRY_FIELDS,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
} from "../../supabase/functions/_shared/enquiry-fields"
import { validateEnquiry } from "../../supabase/functions/_shared/enquiry"
import { createIdempotencyKeys, sendEnquiry } from "../lib/send-enquiry"
import { MESSAGES } from "../lib/messages"

type ContactFormScriptingProps = {
  content: Queries.ContactFormFieldsFragment
  prefill?: ServicePrefill
  /** The form these fields come into: what its plain fields hold and the focus carry over. */
  form: React.RefObject<HTMLFormElement>
  /** Where the form finds this scripting's submit. */
  submit: React.MutableRefObject<(() => void) | null>
  onSending: (sending: boolean) => void
}

const ALL_TOUCHED = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, true]))

// Formik shows the fields' errors; the enquiry-wide one is the function's, never the form's.
const toFormikErrors = ({ enquiry: _enquiry, ...fields }: EnquiryErrors): FormikErrors<Enquiry> => fields

/** What the plain fields hold, and which of them had the focus and caret, when these replace them. */
function readPlainForm(form: HTMLFormElement | null) {
  const control = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | null
  const values = Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, control(field)?.value ?? EMPTY_ENQUIRY[field]]),
  ) as Enquiry
  const active = document.activeElement
  const focused = active instanceof HTMLElement && form?.contains(active) ? active : null
  const caret =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart, focused.selectionEnd] as const)
      : null
  return { values, focusedId: focused?.id, caret }
}

/** The enquiry form's behaviour: validation messages, toasts, sending state, reset. */
export function ContactFormScripting({
  content,
  prefill,
  form,
  submit,
  onSending,
}: ContactFormScriptingProps) {
  const [start] = React.useState(() => readPlainForm(form.current))
  const [keys] = React.useState(createIdempotencyKeys)
  // The one guard against a double submit: set synchronously, before any render could disable the button.
  const inFlight = React.useRef(false)
  // Pressing Send blurs the field being typed in before the click arrives: its error appearing then would
  // move the button from under the pointer. The submit shows every error anyway; any other press ends it.
  const pressingSend = React.useRef(false)
  const formik = useFormik<Enquiry>({
    initialValues: start.values,
    // Instant feedback while typing (Formik validates the changed form on change and blur).
    validate: (values) => {
      const result = validateEnquiry(values, content.labels)
      return result.ok ? {} : toFormikErrors(result.errors)
    },
    // Submitting is handleSubmit's job below: one validation per submit, one guard.
    onSubmit: () => undefined,
  })
  const { setValues } = formik

  React.useLayoutEffect(() => {
    if (!start.focusedId) return
    const control = document.getElementById(start.focusedId)
    control?.focus()
    // Email inputs have no selection API; text inputs and text areas keep the caret where it was.
    const hasCaret = control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement
    if (start.caret && hasCaret && control.type !== "email") control.setSelectionRange(...start.caret)
  }, [start])

  const service = prefill?.service
  const requestKey = prefill?.requestKey
  React.useEffect(() => {
    if (!service) return
    const line = serviceLine(content, service)
    void setValues((values) => {
      if (values.projectDetails.includes(line)) return values
      const projectDetails = values.projectDetails.trim()
        ? `${values.projectDetails.trim()}\n\n${line}`
        : line
      return { ...values, projectDetails }
    }, false)
  }, [service, requestKey, content, setValues])

  const handleSubmit = async () => {
    pressingSend.current = false
    if (inFlight.current) return
    inFlight.current = true
    try {
      const checked = validateEnquiry(formik.values, content.labels)
      if (!checked.ok) {
        void formik.setErrors(toFormikErrors(checked.errors))
        void formik.setTouched(ALL_TOUCHED, false)
        const missing = REQUIRED_ENQUIRY_FIELDS.some(
          (field) => Boolean(checked.errors[field]) && formik.values[field].trim() === "",
        )
        toast.error(missing ? MESSAGES.requiredFields : MESSAGES.invalidFields)
        document.getElementById(ENQUIRY_FIELDS.find((field) => checked.errors[field]) ?? "")?.focus()
        return
      }
      onSending(true)
      const honeypot = form.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null
      const { error } = await sendEnquiry(checked.enquiry, keys.keyFor(checked.enquiry), honeypot?.value)
      onSending(false)
      if (error) {
        console.error("Failed to send enquiry", error)
        toast.error(MESSAGES.sendFailed)
        return
      }
      toast.success(MESSAGES.sent)
      keys.reset()
      formik.resetForm({ values: EMPTY_ENQUIRY })
    } finally {
      inFlight.current = false
    }
  }

  const bind = (field: EnquiryField): FieldBinding => {
    const { touched, error } = formik.getFieldMeta(field)
    const { onBlur, ...props } = formik.getFieldProps(field)
    return {
      ...props,
      onBlur: (event) => {
        if (!pressingSend.current) onBlur(event)
      },
      error: touched ? error : undefined,
    }
  }

  React.useLayoutEffect(() => {
    submit.current = () => void handleSubmit()
    return () => {
      submit.current = null
    }
  })

  // The scripting enhances the form it is given: these listen on it for as long as it is in.
  React.useEffect(() => {
    const element = form.current
    const listening = new AbortController()
    const onPointerDown = (event: PointerEvent) => {
      pressingSend.current = event.target instanceof Element && event.target.closest("[type=submit]") !== null
    }
    const onKeyDown = () => {
      pressingSend.current = false
    }
    element?.addEventListener("pointerdown", onPointerDown, { signal: listening.signal })
    element?.addEventListener("keydown", onKeyDown, { signal: listening.signal })
    return () => listening.abort()
  }, [form])

  // Toasts come only from here, so sonner loads with the scripting.
  return (
    <>
      <ContactFormFields content={content} bind={bind} />
      {createPortal(<Toaster position="top-center" richColors closeButton />, document.body)}
    </>
  )
}
