import * as React from "react"

/**
 * Selection state for a dialog whose code loads on demand, mounted from its first opening on so it closes
 * normally (returning focus) instead of vanishing with its chunk. A card pointed at or focused preloads it.
 */
export function useLazyDialog<T>(load: () => Promise<unknown>) {
  const [selected, setSelected] = React.useState<T | null>(null)
  const [mounted, setMounted] = React.useState(false)
  const open = (item: T) => {
    setMounted(true)
    setSelected(item)
  }
  return { selected, mounted, open, close: () => setSelected(null), preload: () => void load() }
}
