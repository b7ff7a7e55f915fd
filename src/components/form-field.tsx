import type * as React from "react"
import type { EnquiryField } from "../../supabase/functions/_shared/enquiry-fields"

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

type FormFieldProps = {
  name: EnquiryField
  binding: FieldBinding
  label: string
  /** Makes the field required; the screen-reader word for its asterisk, from content. */
  requiredLabel?: string
  maxLength?: number
  placeholder?: string
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
  label,
  requiredLabel,
  maxLength,
  placeholder,
  autoComplete,
  type = "text",
  inputMode,
  multiline = false,
}: FormFieldProps) {
  const errorId = `${name}-error`
  const required = requiredLabel !== undefined
  const shared = {
    ...binding,
    id: name,
    name,
    placeholder,
    maxLength,
    // `required` lets the browser refuse an incomplete form while the page has no script.
    required,
    "aria-invalid": Boolean(error),
    "aria-required": required || undefined,
    "aria-describedby": error ? errorId : undefined,
  }
  return (
    <div>
      <label htmlFor={name} className="text-sm font-semibold">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
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
