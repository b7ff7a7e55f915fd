import { ENQUIRY_FIELDS, type Enquiry } from "../../supabase/functions/_shared/enquiry"
import { getSupabaseClient } from "./supabase-client"

export const ENQUIRY_FUNCTION = "send-contact-email"

/** Sends exactly the enquiry's seven fields; resolves with the error, if any, and never throws. */
export async function sendEnquiry(enquiry: Enquiry): Promise<{ error: unknown }> {
  const body = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, enquiry[field]]))
  try {
    const supabase = await getSupabaseClient()
    const { error } = await supabase.functions.invoke(ENQUIRY_FUNCTION, { body })
    return { error }
  } catch (error) {
    // The client chunk failed to load or the request could not be made at all.
    return { error }
  }
}
