// Where the enquiry function lives. Production builds set GATSBY_SUPABASE_URL; without it the site talks
// to the local stack `npm start` runs (scripts/local/defaults.json, functionsPort). Read by the browser
// client and by the build, which names the same origin in the Content-Security-Policy.
export const SUPABASE_URL = process.env.GATSBY_SUPABASE_URL || "http://127.0.0.1:54321"
