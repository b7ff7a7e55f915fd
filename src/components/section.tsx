import type { ReactNode } from "react"
import type { SectionId } from "../lib/constants"

export const SECTION_HEADING_CLASS = "text-3xl font-bold tracking-tight sm:text-4xl"

type SectionProps = {
  /** Set on the home page's sections the top bar scrolls to (`/#about`). */
  id?: SectionId
  headingId: string
  /** Unset, the children hold the heading (with `headingId`), as in a layout of columns. */
  heading?: string
  intro?: string
  className: string
  containerClassName?: string
  children: ReactNode
}

export function Section({
  id,
  headingId,
  heading,
  intro,
  className,
  containerClassName,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // A section scrolled to takes focus, so keyboard and screen-reader users continue from there.
      tabIndex={id === undefined ? undefined : -1}
      className={id === undefined ? className : `${className} focus:outline-none`}
    >
      <div className={containerClassName ? `container-page ${containerClassName}` : "container-page"}>
        {heading !== undefined && (
          <h2 id={headingId} className={SECTION_HEADING_CLASS}>
            {heading}
          </h2>
        )}
        {intro !== undefined && <p className="mt-4 max-w-2xl text-lg text-ink-muted">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
