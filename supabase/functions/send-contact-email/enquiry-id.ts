// An enquiry's id doubles as the email API's idempotency key. Deriving it from the form's
// Idempotency-Key makes every path that handles one submission agree on it: the email sent while the
// database was down and the row stored when the visitor's retry got through name the same message,
// so the agency is told once.

export async function enquiryIdFor(idempotencyKey: string | null): Promise<string> {
  if (!idempotencyKey) return crypto.randomUUID()
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`send-contact-email:${idempotencyKey}`),
  )
  const bytes = new Uint8Array(digest.slice(0, 16))
  bytes[6] = (bytes[6] & 0x0f) | 0x80 // UUID version 8 (custom, RFC 9562)
  bytes[8] = (bytes[8] & 0x3f) | 0x80 // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
