import type * as React from "react"

/** True for a click that should stay in the page; modified clicks open a new tab as the browser intends. */
export function isPlainLeftClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A page's URL as the host serves it without a redirect: every page is a folder's index.html, which
 * Cloudflare Pages serves at the folder's URL with a trailing slash (gatsby-config: trailingSlash).
 */
export function pagePath(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`
}
