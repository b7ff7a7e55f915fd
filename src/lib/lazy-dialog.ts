import * as React from "react"

/**
 * Selection state for a dialog whose code loads on demand. The dialog stays mounted after its first
 * opening so it can close normally (and return focus) instead of disappearing with its chunk.
 * `preload` warms the chunk when a visitor points at or focuses a card.
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
