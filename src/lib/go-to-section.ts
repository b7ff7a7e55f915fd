import { navigate } from "gatsby"
import { SCROLL_DELAY_MS, type SectionId } from "./constants"

/** Router state that asks the home page to smooth-scroll to its hash instead of jumping. */
type SectionNavigationState = {
  smoothScroll: true
  /** Title of a service the visitor chose; the contact form uses it to prefill the project details. */
  service?: string
}

export function isSectionNavigationState(state: unknown): state is SectionNavigationState {
  return typeof state === "object" && state !== null && "smoothScroll" in state && state.smoothScroll === true
}

/** Goes to a home-page section from anywhere; the home page then calls `scrollToSection`. */
export function goToSection(section: SectionId, options: { service?: string } = {}): void {
  const state: SectionNavigationState = { smoothScroll: true, ...options }
  void navigate(`/#${section}`, { state })
}

/** Scrolls to a section after SCROLL_DELAY_MS and focuses it for the next Tab; returns a cancel function. */
export function scrollToSection(id: string): () => void {
  const timer = window.setTimeout(() => {
    const target = document.getElementById(id)
    if (!target) return
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" })
    target.focus({ preventScroll: true })
  }, SCROLL_DELAY_MS)
  return () => window.clearTimeout(timer)
}
