// Where the enquiry function lives: GATSBY_SUPABASE_URL, which the build always has (production
// builds must set it; develop and local previews get the local stack's, see
// src/node/build-environment.ts). Read by the browser client, the plain form's action, and the build,
// which names the same origin in the Content-Security-Policy.
export const SUPABASE_URL = process.env.GATSBY_SUPABASE_URL as string

export const ENQUIRY_FUNCTION = "send-contact-email"

/** What the plain HTML form posts to; supabase-js calls the same address. */
export const ENQUIRY_FUNCTION_URL = `${SUPABASE_URL}/functions/v1/${ENQUIRY_FUNCTION}`
