import type * as React from "react"

/** True for a click that should stay in the page; modified clicks open a new tab as the browser intends. */
export function isPlainLeftClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
