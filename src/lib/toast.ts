import { onDemand } from "./on-demand"

// Toasts appear only after the visitor submits the form, so the toast library and its Toaster load
// on the first toast rather than with the page. sonner replays toasts raised before its Toaster mounted.
export const loadToasts = onDemand(() => import("sonner"))

export type ToastKind = "success" | "error"

type Listener = () => void
let requestToaster: Listener | null = null

/** Called by DeferredToaster once it is mounted: how to ask it to load. */
export function onToasterRequested(listener: Listener | null): void {
  requestToaster = listener
}

export async function showToast(kind: ToastKind, message: string): Promise<void> {
  requestToaster?.()
  const { toast } = await loadToasts()
  toast[kind](message)
}
