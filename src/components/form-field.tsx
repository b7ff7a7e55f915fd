import { useField } from "formik"
import type { EnquiryField } from "../../supabase/functions/_shared/enquiry-fields"

type FormFieldProps = {
  name: EnquiryField
  label: string
  /** Screen-reader word for the asterisk, from content. */
  requiredLabel: string
  required?: boolean
  maxLength?: number
  placeholder?: string
  autoComplete?: string
  type?: "text" | "email"
  /** The on-screen keyboard, where the type does not imply it. */
  inputMode?: "tel"
  multiline?: boolean
  /** Visually hide the label when a neighbouring control already names the group. */
  hideLabel?: boolean
}

const controlClass =
  "mt-1 block w-full rounded-xl border border-ink/20 bg-white px-4 py-3 text-ink placeholder:text-ink-muted/70 focus:border-ink focus:outline-none focus:ring-2 focus:ring-sun aria-[invalid=true]:border-red-700"

/** A labelled input or textarea whose error is announced and linked once the field was touched. */
export function FormField({
  name,
  label,
  requiredLabel,
  required = false,
  maxLength,
  placeholder,
  autoComplete,
  type = "text",
  inputMode,
  multiline = false,
  hideLabel = false,
}: FormFieldProps) {
  const [field, meta] = useField<string>(name)
  const errorId = `${name}-error`
  const showError = meta.touched && Boolean(meta.error)
  const shared = {
    ...field,
    id: name,
    placeholder,
    maxLength,
    "aria-invalid": showError,
    "aria-required": required || undefined,
    "aria-describedby": showError ? errorId : undefined,
  }
  return (
    <div>
      <label htmlFor={name} className={hideLabel ? "sr-only" : "text-sm font-semibold"}>
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
      {showError && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {meta.error}
        </p>
      )}
    </div>
  )
}

export { controlClass }
