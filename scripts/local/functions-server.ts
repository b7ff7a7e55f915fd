// The local stand-in for Supabase's function gateway: serves send-contact-email in real Deno at
// http://127.0.0.1:54321/functions/v1/send-contact-email after migrating the database.
import postgres from "postgres"
import { createApp } from "../../supabase/functions/send-contact-email/app.ts"
import { readConfig } from "../../supabase/functions/send-contact-email/config.ts"
import { RETRY_SECRET_HEADER } from "../../supabase/functions/send-contact-email/operator.ts"
import type { RetryReport } from "../../supabase/functions/send-contact-email/notifier.ts"
import { PURGE_EVERY_MINUTES } from "../../supabase/functions/_shared/retention.ts"
import { errorName, jsonLines, type Logger } from "../../supabase/functions/_shared/log.ts"
import { applyMigrations } from "./migrate.ts"
import defaults from "./defaults.json" with { type: "json" }

const FUNCTION_PATH = "/functions/v1/send-contact-email"
const root = new URL("../../", import.meta.url).pathname

// The owner migrates and purges; the function logs in as ENQUIRY_DB_URL, else the same (PGlite has one user).
const databaseUrl = Deno.env.get("SUPABASE_DB_URL") ?? defaults.databaseUrl
// Local defaults fill in whatever the developer's environment does not set.
const localEnv: Record<string, string> = {
  ...defaults.functionEnv,
  ENQUIRY_DB_URL: databaseUrl,
  OUTBOX_DIR: `${root}${defaults.outboxDir}`,
}
const env = { get: (name: string) => Deno.env.get(name) ?? localEnv[name] }
const config = readConfig(env)
// One connection migrates, then runs the purge.
const db = postgres(databaseUrl, { max: 1, connect_timeout: 2, onnotice: () => {} })

await waitForDatabase()
const applied = await applyMigrations(db).catch((error: Error) => {
  console.error(`Cannot migrate the database: ${error.message}`)
  Deno.exit(1)
})
console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date")

// The stand-in scheduler below calls /retry every few seconds; a pass that found nothing to do is not
// news, so the local stack stays quiet until there is something to say.
const jsonLog = jsonLines("send-contact-email", config.problems)
const log: Logger = (entry) => {
  if (entry.outcome === "retried") {
    const report = JSON.parse(entry.detail ?? "{}") as Partial<RetryReport>
    if (!report.expired && !report.attempted) return
  }
  jsonLog(entry)
}
const app = createApp(env, { log })
const port = Number(Deno.env.get("FUNCTIONS_PORT") ?? defaults.functionsPort)

// Stand in for pg_cron's jobs (supabase/migrations): the hourly purge, clearing addresses after the
// local rate window, and the retry call, more often than in production. Each runs once before the
// function listens, so its first health answer reports on this run's jobs.
async function purge() {
  try {
    await db`select enquiry_jobs.purge_personal_data(address_after => make_interval(secs => ${config.rateLimit.windowSeconds}))`
  } catch (error) {
    jsonLog({ outcome: "purge_failed", detail: errorName(error) })
  }
}
async function retry() {
  const headers = { [RETRY_SECRET_HEADER]: env.get("RETRY_SECRET") ?? "" }
  const url = `http://127.0.0.1:${port}${FUNCTION_PATH}/retry`
  const response = await app.handle(new Request(url, { method: "POST", headers }))
  await response.body?.cancel()
}
await purge()
await retry()
const onListen = () => console.log(`send-contact-email listening on http://127.0.0.1:${port}${FUNCTION_PATH}`)
const server = Deno.serve({ hostname: "127.0.0.1", port, onListen }, (request, info) => {
  const { pathname } = new URL(request.url)
  if (pathname === FUNCTION_PATH || pathname.startsWith(`${FUNCTION_PATH}/`)) return app.handle(request, info)
  return Response.json({ error: "not_found", message: `No function at ${pathname}` }, { status: 404 })
})
const purgeTimer = setInterval(purge, PURGE_EVERY_MINUTES * 60 * 1000)
const retryTimer = setInterval(retry, defaults.retryEverySeconds * 1000)

for (const signal of ["SIGINT", "SIGTERM"] as const)
  Deno.addSignalListener(signal, async () => {
    clearInterval(retryTimer)
    clearInterval(purgeTimer)
    await db.end()
    await server.shutdown()
    await app.close()
    Deno.exit(0)
  })

async function waitForDatabase(deadline = Date.now() + 60_000): Promise<void> {
  for (;;) {
    const error = await db`select 1`.catch((error: Error) => error)
    if (!(error instanceof Error)) return
    if (Date.now() > deadline) {
      const where = databaseUrl.replace(/:[^:@/]*@/, ":***@")
      console.error(`Cannot reach the database at ${where}: ${error.message}`)
      Deno.exit(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
