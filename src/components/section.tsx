import type { ReactNode } from "react"
import type { SectionId } from "../lib/constants"

type SectionProps = {
  /** Set on the home page's sections the top bar scrolls to (`/#about`). */
  id?: SectionId
  headingId: string
  heading: string
  intro?: string
  className: string
  introClassName?: string
  /** Lays the container out as columns: the heading and children in the first, `aside` in the second. */
  columnsClassName?: string
  aside?: ReactNode
  children: ReactNode
}

export function Section({
  id,
  headingId,
  heading,
  intro,
  className,
  introClassName = "mt-4 max-w-2xl text-lg text-ink-muted",
  columnsClassName,
  aside,
  children,
}: SectionProps) {
  const content = (
    <>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      {intro !== undefined && <p className={introClassName}>{intro}</p>}
      {children}
    </>
  )
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // A section scrolled to takes focus, so keyboard and screen-reader users continue from there.
      tabIndex={id === undefined ? undefined : -1}
      className={id === undefined ? className : `${className} focus:outline-none`}
    >
      {columnsClassName === undefined ? (
        <div className="container-page">{content}</div>
      ) : (
        <div className={`container-page ${columnsClassName}`}>
          <div>{content}</div>
          {aside}
        </div>
      )}
    </section>
  )
}
