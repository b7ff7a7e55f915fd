import type * as React from "react"
import {
  ENQUIRY_LIMITS,
  REQUIRED_ENQUIRY_FIELDS,
  type EnquiryField,
} from "../../supabase/functions/_shared/enquiry-fields"

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What a control shows. Before the form's scripting loads, only `defaultValue` (the browser keeps
 * what the visitor types); afterwards Formik's value and handlers, and the error once touched.
 */
export type FieldBinding = {
  value?: string
  defaultValue?: string
  onChange?: React.ChangeEventHandler<Control>
  onBlur?: React.FocusEventHandler<Control>
  error?: string
}

/** A field's words from content/site.json (contact.labels, contact.placeholders). */
export type FieldTexts = {
  labels: Readonly<Record<EnquiryField | "required", string>>
  placeholders: Readonly<Partial<Record<EnquiryField, string>>>
}

type FormFieldProps = {
  name: Exclude<EnquiryField, "countryCode">
  binding: FieldBinding
  texts: FieldTexts
  autoComplete?: string
  type?: "text" | "email"
  /** The on-screen keyboard, where the type does not imply it. */
  inputMode?: "tel"
  multiline?: boolean
}

const controlClass =
  "mt-1 block w-full rounded-xl border border-ink/20 bg-white px-4 py-3 text-ink placeholder:text-ink-muted/70 focus:border-ink focus:outline-none focus:ring-2 focus:ring-sun aria-[invalid=true]:border-red-700"

/** A labelled input or textarea whose error, when there is one, is announced and linked. */
export function FormField({
  name,
  binding: { error, ...binding },
  texts: { labels, placeholders },
  autoComplete,
  type = "text",
  inputMode,
  multiline = false,
}: FormFieldProps) {
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

export { controlClass }
