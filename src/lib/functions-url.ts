// Where the enquiry function lives: GATSBY_SUPABASE_URL, which the build always has (production
// builds must set it; develop and local previews get the local stack's, see
// src/node/build-environment.ts). Read by the browser client, the plain form's action, and the build,
// which names the same origin in the Content-Security-Policy.
export const SUPABASE_URL = process.env.GATSBY_SUPABASE_URL as string

export const ENQUIRY_FUNCTION = "send-contact-email"

/** A function's address in the Supabase project at `supabaseUrl`. */
export const functionUrl = (supabaseUrl: string, name: string) =>
  `${supabaseUrl.replace(/\/$/, "")}/functions/v1/${name}`

/** What the plain HTML form posts to; supabase-js calls the same address. */
export const ENQUIRY_FUNCTION_URL = functionUrl(SUPABASE_URL, ENQUIRY_FUNCTION)
