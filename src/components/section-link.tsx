import * as React from "react"
import { goToSection } from "../lib/go-to-section"
import type { SectionId } from "../lib/constants"

type SectionLinkProps = {
  section: SectionId
  className?: string
  children: React.ReactNode
  /** Runs before navigating, e.g. to close the menu or a dialog. */
  onNavigate?: () => void
  /** Title of a chosen service, passed on to prefill the contact form. */
  service?: string
}

/** A real link to a home-page section (works without JavaScript) that scrolls smoothly when it can. */
export function SectionLink({ section, className, children, onNavigate, service }: SectionLinkProps) {
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks open a new tab, as the browser intends.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate?.()
    goToSection(section, { service })
  }
  return (
    <a href={`/#${section}`} className={className} onClick={handleClick}>
      {children}
    </a>
  )
}
