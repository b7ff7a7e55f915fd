import * as React from "react"

/**
 * Selection state for a dialog whose code loads on demand. The dialog stays mounted after its first
 * opening so it can close normally (and return focus) instead of disappearing with its chunk.
 * `preload` warms the chunk when a visitor points at or focuses a card.
 */
export function useLazyDialog<T>(load: () => Promise<unknown>) {
  const [selected, setSelected] = React.useState<T | null>(null)
  const [mounted, setMounted] = React.useState(false)
  const open = React.useCallback((item: T) => {
    setMounted(true)
    setSelected(item)
  }, [])
  const close = React.useCallback(() => setSelected(null), [])
  const preload = React.useCallback(() => void load(), [load])
  return { selected, mounted, open, close, preload }
}
