import type { SupabaseClient } from "@supabase/supabase-js"
import { SUPABASE_URL } from "./functions-url"

// The development default points at the local stack started by `npm start`; production builds set it.
// The anon key is public by design: it only identifies the project to the function gateway.
const SUPABASE_ANON_KEY = process.env.GATSBY_SUPABASE_ANON_KEY || "local-development-anon-key"

let client: Promise<SupabaseClient> | undefined

/**
 * The backend client, created in the browser on first use. The dynamic import keeps supabase-js
 * out of the JavaScript every visitor downloads before the page is interactive.
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
      auth: { storage: window.localStorage, persistSession: true, autoRefreshToken: true },
    }),
  )
  return client
}
