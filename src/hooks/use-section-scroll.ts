import * as React from "react"
import { isSectionNavigationState, scrollToSection } from "../lib/go-to-section"

type SectionLocation = { hash: string; key?: string; state: unknown }

/** On the home page: after a section link was followed, smooth-scroll to it (see go-to-section). */
export function useSectionScroll(location: SectionLocation) {
  const { hash, key, state } = location
  React.useEffect(() => {
    if (!hash || !isSectionNavigationState(state)) return
    return scrollToSection(decodeURIComponent(hash.slice(1)))
  }, [hash, key, state])
}
