// Supabase Edge Function entry point: https://<project>.supabase.co/functions/v1/send-contact-email
import { createApp } from "./app.ts"

const app = createApp(Deno.env)

Deno.serve((request, info) => app.handle(request, info))
