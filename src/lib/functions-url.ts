import localStack from "../../scripts/local/defaults.json"

// Where the enquiry function lives. Production builds set GATSBY_SUPABASE_URL; without it the site talks
// to the local stack `npm start` runs, on the port named once in scripts/local/defaults.json. Read by the
// browser client, the plain form's action, and the build, which names the same origin in the
// Content-Security-Policy.
export const SUPABASE_URL = process.env.GATSBY_SUPABASE_URL || `http://127.0.0.1:${localStack.functionsPort}`

export const ENQUIRY_FUNCTION = "send-contact-email"

/** What the plain HTML form posts to; supabase-js calls the same address. */
export const ENQUIRY_FUNCTION_URL = `${SUPABASE_URL}/functions/v1/${ENQUIRY_FUNCTION}`
