// The enquiry function for the browser suite (a webServer of playwright.config.ts): the real Deno
// function with its mail in the suite's outbox. SIGTERM stops the function and removes the outbox.
import { mkdirSync, rmSync } from "node:fs"
import { startServer, stopAllOnSignals, FUNCTION_SERVER } from "../../scripts/lib/processes.mjs"

const stack = JSON.parse(process.env.E2E_STACK)
stopAllOnSignals(() => rmSync(stack.outbox, { recursive: true, force: true }))
mkdirSync(stack.outbox, { recursive: true })

// The Deno function as in production, but on the suite's port, database and outbox, with no real email.
await startServer({
  name: "function",
  command: FUNCTION_SERVER[0],
  args: FUNCTION_SERVER.slice(1),
  env: {
    SUPABASE_DB_URL: stack.databaseUrl,
    FUNCTIONS_PORT: String(stack.functionPort),
    OUTBOX_DIR: stack.outbox,
    SITE_URL: stack.siteUrl,
    ALLOWED_ORIGINS: stack.siteUrl,
    // Every test sends from 127.0.0.1: no limit meant for one sender among many may hold its mail.
    RATE_LIMIT_PER_CLIENT: "1000",
    RATE_LIMIT_PER_EMAIL: "1000",
    NOTIFY_CAP: "1000",
    NOTIFY_SHARE_PER_SENDER: "1000",
    STORE_CEILING: "100000",
    // Mail goes to the outbox the tests read, even when the developer's shell has a Resend key.
    RESEND_API_KEY: "",
  },
  ready: /listening/,
})

console.log(`send-contact-email on ${stack.functionUrl}`)
