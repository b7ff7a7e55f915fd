// Supabase Edge Function entry point: https://<project>.supabase.co/functions/v1/cms-auth
import { createApp } from "./app.ts"

const app = createApp(Deno.env)

Deno.serve((request) => app.handle(request))
