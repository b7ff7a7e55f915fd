import * as React from "react"
import { onDemand, onDemandComponent } from "../lib/on-demand"

const loadDialog = onDemand(() => import("./dialog"))
const Dialog = onDemandComponent(loadDialog, (module) => module.Dialog)

/**
 * A card's dialog, loaded with the details `loadDetails` brings when a card is first pointed at or
 * focused (`preload`) or chosen (`open`); then it stays mounted, so it closes (and returns focus) normally.
 */
export function useLazyDialog<T>(loadDetails: () => Promise<unknown>, titleId: string) {
  const [selected, setSelected] = React.useState<T | null>(null)
  const [mounted, setMounted] = React.useState(false)
  const close = () => setSelected(null)
  return {
    open: (item: T) => {
      setMounted(true)
      setSelected(item)
    },
    close,
    preload: () => void Promise.all([loadDialog(), loadDetails()]),
    /** The dialog, showing `details` of the chosen item. */
    render: (details: (item: T) => React.ReactNode) =>
      mounted && (
        <React.Suspense fallback={null}>
          <Dialog isOpen={selected !== null} onClose={close} titleId={titleId}>
            {selected !== null && details(selected)}
          </Dialog>
        </React.Suspense>
      ),
  }
}
