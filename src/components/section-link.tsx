import * as React from "react"
import { goToSection } from "../lib/go-to-section"
import { isPlainLeftClick } from "../lib/links"
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
    if (!isPlainLeftClick(event)) return
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
