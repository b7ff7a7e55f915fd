import * as React from "react"

/**
 * Selection state for a dialog whose code loads on demand, mounted from its first opening on so it closes
 * normally (returning focus) instead of vanishing with its chunk. A card pointed at or focused preloads it.
 */
export function useLazyDialog<T>(load: () => Promise<unknown>) {
  // Never opened (undefined), closed (null) or showing an item.
  const [shown, open] = React.useState<T | null>()
  const close = () => open(null)
  return { selected: shown ?? null, mounted: shown !== undefined, open, close, preload: () => void load() }
}
