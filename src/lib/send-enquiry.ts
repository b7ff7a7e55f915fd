import {
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  type Enquiry,
} from "../../supabase/functions/_shared/enquiry-fields"
import { ENQUIRY_FUNCTION } from "./functions-url"
import { getSupabaseClient } from "./supabase-client"

/**
 * Sends the enquiry, and the trap field if something filled it, under `idempotencyKey` (the same for a
 * repeat, so the function stores and emails it once). Resolves with the error, if any; never throws.
 */
export async function sendEnquiry(
  enquiry: Enquiry,
  idempotencyKey: string,
  honeypot = "",
): Promise<{ error: unknown }> {
  const body: Record<string, string> = Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, enquiry[field]]),
  )
  if (honeypot) body[HONEYPOT_FIELD] = honeypot
  try {
    const supabase = await getSupabaseClient()
    return await supabase.functions.invoke(ENQUIRY_FUNCTION, {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
  } catch (error) {
    // The client chunk failed to load or the request could not be made at all.
    return { error }
  }
}

/**
 * One key per distinct submission: a retry of the same values reuses it (the first attempt may have
 * arrived though its answer was lost); changed values or a success start a new one.
 */
export function createIdempotencyKeys() {
  let current: { key: string; values: string } | null = null
  return {
    keyFor(enquiry: Enquiry): string {
      const values = JSON.stringify(enquiry)
      if (current?.values !== values) current = { key: crypto.randomUUID(), values }
      return current.key
    },
    reset(): void {
      current = null
    },
  }
}
