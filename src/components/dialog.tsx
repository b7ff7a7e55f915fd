import * as React from "react"
import Modal from "react-modal"
import { Provider as TooltipProvider } from "@radix-ui/react-tooltip"
import { X } from "lucide-react"
import { Tooltip } from "./tooltip"
import { useSiteWideContent } from "../hooks/use-site-wide-content"
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../lib/constants"

// Once, when the first dialog loads: the page behind an open dialog is hidden from assistive technology.
if (typeof document !== "undefined" && document.getElementById("___gatsby")) {
  Modal.setAppElement("#___gatsby")
}

type DialogProps = {
  isOpen: boolean
  onClose: () => void
  /** id of the heading inside `children` that names the dialog. */
  titleId: string
  children: React.ReactNode
}

/**
 * A modal dialog labelled by its heading, closed by Escape, the overlay or the close button, returning
 * focus to what opened it. Tooltips live only in dialogs, so their timing provider is here.
 */
export function Dialog({ isOpen, onClose, titleId, children }: DialogProps) {
  const closeLabel = useSiteWideContent().navigation.closeDialog
  return (
    <Modal
      isOpen={isOpen}
      onRequestClose={onClose}
      aria={{ labelledby: titleId }}
      overlayClassName="fixed inset-0 z-50 flex items-end justify-center bg-ink/70 p-0 sm:items-center sm:p-6"
      className="relative max-h-[92vh] w-full max-w-2xl overflow-y-auto rounded-t-3xl bg-cream p-6 shadow-2xl outline-none sm:rounded-3xl sm:p-8"
      bodyOpenClassName="overflow-hidden"
    >
      <TooltipProvider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <Tooltip label={closeLabel} side="left">
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute right-4 top-4 rounded-full p-2 text-ink-soft hover:bg-cream-deep hover:text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </Tooltip>
        {children}
      </TooltipProvider>
    </Modal>
  )
}
