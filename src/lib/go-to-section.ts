import { navigate } from "gatsby"
import { SCROLL_DELAY_MS, type SectionId } from "./constants"

/** Router state that asks the home page to smooth-scroll to its hash instead of jumping. */
export type SectionNavigationState = {
  smoothScroll: true
  /** Title of a service the visitor chose; the contact form uses it to prefill the project details. */
  service?: string
}

export function isSectionNavigationState(state: unknown): state is SectionNavigationState {
  return typeof state === "object" && state !== null && "smoothScroll" in state && state.smoothScroll === true
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  )
}

/**
 * Goes to a home-page section from anywhere. The home page reacts to the new location and calls
 * `scrollToSection`, so the same path serves the top bar, the hero and every call to action.
 */
export function goToSection(section: SectionId, options: { service?: string } = {}): void {
  const state: SectionNavigationState = { smoothScroll: true, ...options }
  void navigate(`/#${section}`, { state })
}

/**
 * Scrolls to a section after SCROLL_DELAY_MS, smoothly unless the visitor prefers reduced motion,
 * then moves keyboard focus there so the next Tab continues from the section.
 * Returns a cancel function for effects that unmount first.
 */
export function scrollToSection(id: string): () => void {
  const timer = window.setTimeout(() => {
    const target = document.getElementById(id)
    if (!target) return
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
    target.focus({ preventScroll: true })
  }, SCROLL_DELAY_MS)
  return () => window.clearTimeout(timer)
}
