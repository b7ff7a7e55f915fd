import {
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  type Enquiry,
} from "../../supabase/functions/_shared/enquiry-fields"
import { ENQUIRY_FUNCTION } from "./functions-url"
import { getSupabaseClient } from "./supabase-client"

type SendOptions = {
  /** Same key for a repeat of the same submission, so the function stores and emails it once. */
  idempotencyKey: string
  /** The hidden trap field's value: empty for people. */
  honeypot?: string
}

/** Sends the enquiry's seven fields; resolves with the error, if any, and never throws. */
export async function sendEnquiry(
  enquiry: Enquiry,
  { idempotencyKey, honeypot = "" }: SendOptions,
): Promise<{ error: unknown }> {
  const body: Record<string, string> = Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, enquiry[field]]),
  )
  if (honeypot) body[HONEYPOT_FIELD] = honeypot
  try {
    const supabase = await getSupabaseClient()
    const { error } = await supabase.functions.invoke(ENQUIRY_FUNCTION, {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
    return { error }
  } catch (error) {
    // The client chunk failed to load or the request could not be made at all.
    return { error }
  }
}
