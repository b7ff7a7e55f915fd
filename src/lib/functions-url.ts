// Where the functions live: GATSBY_SUPABASE_URL, which every build has (src/node/build-environment.ts).
// Read when asked, never at import: gatsby-node imports this module before its check names a missing value.
export const ENQUIRY_FUNCTION = "send-contact-email"

/** The Supabase project's address, compiled into the browser code by Gatsby. */
export const supabaseUrl = () => process.env.GATSBY_SUPABASE_URL as string

export const functionUrl = (projectUrl: string, name: string) =>
  `${projectUrl.replace(/\/$/, "")}/functions/v1/${name}`

/** What the plain HTML form posts to; supabase-js calls the same address. */
export const enquiryFunctionUrl = () => functionUrl(supabaseUrl(), ENQUIRY_FUNCTION)
