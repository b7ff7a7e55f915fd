// Load test of send-contact-email on loopback: LOAD_REQUESTS valid enquiries (default 1,000) at
// LOAD_CONCURRENCY (default 50) through a real HTTP server, real Postgres and the loopback email API.
// Passes only if every enquiry is stored exactly once and emailed exactly once, within the time limit.
import { IDEMPOTENCY_KEY_HEADER } from "../../supabase/functions/_shared/enquiry.ts"
import { createApp } from "../../supabase/functions/send-contact-email/app.ts"
import { findPostgresBin, startDatabase } from "../../supabase/functions/tests/support/database.ts"
import { startEmailApi } from "../../supabase/functions/tests/support/email-api.ts"
import { SITE, testEnv, VALID } from "../../supabase/functions/tests/support/harness.ts"

const TOTAL = Number(Deno.env.get("LOAD_REQUESTS") ?? 1000)
const CONCURRENCY = Number(Deno.env.get("LOAD_CONCURRENCY") ?? 50)
const TIME_LIMIT_MS = Number(Deno.env.get("LOAD_TIME_LIMIT_MS") ?? 120_000)
const kind = (Deno.env.get("TEST_DATABASE") ?? (findPostgresBin() ? "postgres" : "pglite")) as
  "postgres" | "pglite"

// The real app (as index.ts serves it) against a real database and the loopback email API, with the
// tests' production settings and limits high enough for the whole load.
const db = await startDatabase(kind, { poolMax: 10 })
const { sql } = db
const email = startEmailApi()
const variables = testEnv({
  ENQUIRY_DB_URL: db.url,
  RESEND_API_URL: email.url,
  DB_POOL_MAX: kind === "pglite" ? "1" : "10",
  RATE_LIMIT_PER_CLIENT: String(TOTAL * 2),
  RATE_LIMIT_PER_EMAIL: String(TOTAL * 2),
})
const app = createApp({ get: (name) => variables[name] }, { log: () => {} })
const controller = new AbortController()
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, signal: controller.signal, onListen: () => {} },
  (request) => app.handle(request),
)
const url = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}/functions/v1/send-contact-email`

const latencies: number[] = []
const failures: string[] = []
let next = 0
const started = performance.now()
const deadline = AbortSignal.timeout(TIME_LIMIT_MS)

async function worker() {
  while (next < TOTAL && !deadline.aborted) {
    const index = next++
    const body = JSON.stringify({ ...VALID, lastName: `Tester ${index}`, email: `load${index}@example.com` })
    const sent = performance.now()
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: SITE,
          "CF-Connecting-IP": `198.51.100.${index % 250}`,
          [IDEMPOTENCY_KEY_HEADER]: `load-test-${index.toString().padStart(6, "0")}`,
        },
        body,
        signal: deadline,
      })
      await response.body?.cancel()
      if (response.status !== 200) failures.push(`#${index}: ${response.status}`)
    } catch (error) {
      failures.push(`#${index}: ${error instanceof Error ? error.message : error}`)
    }
    latencies.push(performance.now() - sent)
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker))
const elapsedMs = performance.now() - started

const [{ stored, sent, distinct }] = await sql<{ stored: number; sent: number; distinct: number }[]>`
  select count(*)::int as stored,
         count(*) filter (where notification_status = 'sent')::int as sent,
         count(distinct idempotency_key)::int as distinct
  from contact_enquiries`
const delivered = email.deliveries
const deliveredIds = new Set(delivered.map((message) => message.idempotencyKey))
const storedIds = new Set(
  (await sql<{ id: string }[]>`select id from contact_enquiries`).map((row) => row.id),
)
const emailedOncePerRow =
  delivered.length === storedIds.size && [...storedIds].every((id) => deliveredIds.has(id))

latencies.sort((a, b) => a - b)
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
const results = {
  database: kind,
  requests: TOTAL,
  concurrency: CONCURRENCY,
  completed: latencies.length,
  failed: failures.length,
  durationSeconds: round(elapsedMs / 1000),
  throughputPerSecond: round(latencies.length / (elapsedMs / 1000)),
  latencyMs: {
    p50: round(percentile(50)),
    p90: round(percentile(90)),
    p99: round(percentile(99)),
    max: round(latencies.at(-1) ?? 0),
  },
  stored,
  storedDistinctKeys: distinct,
  notificationsSent: sent,
  emailsDelivered: delivered.length,
  emailApiRequests: email.attempts.length,
}

console.log(`
send-contact-email load test (${kind}, loopback)
  requests        ${results.completed}/${TOTAL} at concurrency ${CONCURRENCY}, ${results.failed} failed
  duration        ${results.durationSeconds} s, ${results.throughputPerSecond} requests/s
  latency         p50 ${results.latencyMs.p50} ms, p90 ${results.latencyMs.p90} ms, p99 ${results.latencyMs.p99} ms, max ${results.latencyMs.max} ms
  stored          ${stored} rows (${distinct} distinct keys), ${sent} marked sent
  emails          ${delivered.length} delivered, ${email.attempts.length} API requests`)

await Deno.mkdir("bench", { recursive: true })
await Deno.writeTextFile("bench/function-load.json", `${JSON.stringify(results, null, 2)}\n`)

const problems = [
  ...failures.slice(0, 5),
  deadline.aborted ? `did not finish within ${TIME_LIMIT_MS} ms` : null,
  stored !== TOTAL ? `${stored} rows stored for ${TOTAL} enquiries` : null,
  distinct !== TOTAL ? `${distinct} distinct keys for ${TOTAL} enquiries` : null,
  sent !== TOTAL ? `${sent} rows marked sent` : null,
  !emailedOncePerRow || email.attempts.length !== TOTAL ? "not every enquiry was emailed exactly once" : null,
].filter(Boolean)

controller.abort()
await server.finished
await app.close()
await email.stop()
await db.stop()

if (problems.length > 0) {
  console.error(`\nLoad test FAILED:\n- ${problems.join("\n- ")}`)
  Deno.exit(1)
}
console.log("\nLoad test passed: every enquiry stored exactly once and emailed exactly once.")

function round(value: number): number {
  return Math.round(value * 10) / 10
}
