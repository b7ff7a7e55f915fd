// Load test of send-contact-email on loopback: LOAD_REQUESTS valid enquiries (default 1,000) at
// LOAD_CONCURRENCY (default 50) through a real HTTP server, Debian's PostgreSQL and the loopback email
// API. Passes only if every enquiry is stored exactly once and emailed exactly once, within the time limit.
import { createApp } from "../../supabase/functions/send-contact-email/app.ts"
import { startPostgres } from "../../supabase/functions/tests/support/database.ts"
import { startEmailApi } from "../../supabase/functions/tests/support/email-api.ts"
import { post, testEnv, VALID } from "../../supabase/functions/tests/support/harness.ts"
import postgres from "postgres"

const TOTAL = Number(Deno.env.get("LOAD_REQUESTS") ?? 1000)
const CONCURRENCY = Number(Deno.env.get("LOAD_CONCURRENCY") ?? 50)
const TIME_LIMIT_MS = Number(Deno.env.get("LOAD_TIME_LIMIT_MS") ?? 120_000)

const db = await startPostgres()
const email = startEmailApi()
const variables = testEnv({ ENQUIRY_DB_URL: db.url, RESEND_API_URL: email.url, DB_POOL_MAX: "10" })
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
    const sent = performance.now()
    try {
      const enquiry = { ...VALID, lastName: `Tester ${index}`, email: `load${index}@example.com` }
      const key = `load-test-${index.toString().padStart(6, "0")}`
      const request = post(enquiry, { key, visitor: `198.51.100.${index % 250}` })
      const response = await fetch(new Request(url, request), { signal: deadline })
      await response.body?.cancel()
      if (response.status !== 200) failures.push(`#${index}: ${response.status}`)
    } catch (error) {
      failures.push(`#${index}: ${error instanceof Error ? error.message : error}`)
    }
    latencies.push(performance.now() - sent)
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker))
const seconds = (performance.now() - started) / 1000

const sql = postgres(db.url, { max: 1 })
const ids = (
  await sql<{ id: string }[]>`select id from contact_enquiries where notification_status = 'sent'`
).map((row) => row.id)
const delivered = new Set(email.deliveries.map((message) => message.idempotencyKey))
const emailedOnce =
  email.attempts.length === TOTAL && delivered.size === TOTAL && ids.every((id) => delivered.has(id))
latencies.sort((a, b) => a - b)
const ms = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0)
const results = {
  requests: TOTAL,
  concurrency: CONCURRENCY,
  failed: failures.length,
  durationSeconds: Math.round(seconds * 10) / 10,
  throughputPerSecond: Math.round(latencies.length / seconds),
  latencyMs: { p50: ms(0.5), p90: ms(0.9), p99: ms(0.99), max: ms(1) },
  storedAndSent: ids.length,
  emailsDelivered: email.deliveries.length,
}
console.log(JSON.stringify(results, null, 2))

const problems = [
  ...failures.slice(0, 5),
  deadline.aborted ? `did not finish within ${TIME_LIMIT_MS} ms` : null,
  ids.length !== TOTAL ? `${ids.length} rows stored and marked sent for ${TOTAL} enquiries` : null,
  emailedOnce ? null : "not every enquiry was emailed exactly once",
].filter(Boolean)
controller.abort()
await server.finished
await Promise.all([sql.end(), app.close(), email.stop()])
await db.stop()
if (problems.length > 0) {
  console.error(`Load test FAILED:\n- ${problems.join("\n- ")}`)
  Deno.exit(1)
}
console.log("Load test passed: every enquiry stored exactly once and emailed exactly once.")
