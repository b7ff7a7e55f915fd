import type * as React from "react"

type StretchedButtonProps = {
  onOpen: () => void
  /** Warms the dialog's code when the card is pointed at or focused. */
  onPreload?: () => void
  /** Ids of the card's other text, read as the button's description. */
  describedBy: string
  children: React.ReactNode
}

export type CardProps = Pick<StretchedButtonProps, "onOpen" | "onPreload"> & { hint: string }

/**
 * A card's button whose click area stretches over the whole (`relative`) card. It holds only the title,
 * so its accessible name is what is written on it; the rest of the card is its description.
 */
export function StretchedButton({ onOpen, onPreload, describedBy, children }: StretchedButtonProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      className="text-left after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
    >
      {children}
    </button>
  )
}
