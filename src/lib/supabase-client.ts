import type { SupabaseClient } from "@supabase/supabase-js"
import { supabaseUrl } from "./functions-url"
import { onDemand } from "./on-demand"

// Always set for the build (src/node/build-environment.ts). The anon key is public by design: it only
// identifies the project to the function gateway.
const SUPABASE_ANON_KEY = process.env.GATSBY_SUPABASE_ANON_KEY as string

/**
 * The backend client, created in the browser on first use. Loading it on demand keeps supabase-js
 * out of the JavaScript every visitor downloads before the page is interactive.
 */
export const getSupabaseClient: () => Promise<SupabaseClient> = onDemand(() =>
  import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(supabaseUrl(), SUPABASE_ANON_KEY, {
      auth: { storage: window.localStorage, persistSession: true, autoRefreshToken: true },
    }),
  ),
)
