/** Delay before scrolling to a home-page section, so the page has rendered after navigating (SPEC §9). */
export const SCROLL_DELAY_MS = 100

/** Tooltip timings (SPEC §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** The home-page sections the top bar and calls to action can reach, in the page's order. */
export const SECTIONS = ["services", "about", "contact"] as const
export type SectionId = (typeof SECTIONS)[number]

export const PRIVACY_PATH = "/privacy/"
