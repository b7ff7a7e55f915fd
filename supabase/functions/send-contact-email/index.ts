// Supabase Edge Function entry point: https://<project>.supabase.co/functions/v1/send-contact-email
import { createApp } from "./app.ts"

Deno.serve(createApp(Deno.env).handle)
