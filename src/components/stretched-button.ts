/**
 * A card's button whose click area stretches over the whole card (the card must be `relative`).
 * The button holds only the title, so its accessible name matches what is written on it; the rest
 * of the card is its description.
 */
export const stretchedButtonClass =
  "text-left after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
