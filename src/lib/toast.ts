// Toasts appear only after the visitor submits the form, so the toast library loads on demand
// rather than with the page. sonner replays toasts raised before its Toaster mounted.
export type ToastKind = "success" | "error"

export async function showToast(kind: ToastKind, message: string): Promise<void> {
  const { toast } = await import("sonner")
  toast[kind](message)
}
