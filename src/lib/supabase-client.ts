import type { SupabaseClient } from "@supabase/supabase-js"
import { supabaseUrl } from "./functions-url"
import { onDemand } from "./on-demand"

// Set for every build (src/node/build-environment.ts); public by design, it only names the project.
const SUPABASE_ANON_KEY = process.env.GATSBY_SUPABASE_ANON_KEY as string

/** The backend client, created in the browser on first use, so supabase-js is never in first-load JS. */
export const getSupabaseClient: () => Promise<SupabaseClient> = onDemand(() =>
  import("@supabase/supabase-js").then(({ createClient }) => createClient(supabaseUrl(), SUPABASE_ANON_KEY)),
)
