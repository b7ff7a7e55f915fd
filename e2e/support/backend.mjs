// Reads what the backend did: rows in Postgres, files in the outbox.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import postgres from "postgres"

const OUTBOX = process.env.E2E_OUTBOX ?? ".local/outbox"

export function database() {
  return postgres(process.env.E2E_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:54322/postgres", { max: 1, onnotice: () => {} })
}

export async function enquiriesFrom(sql, email) {
  return sql`select * from contact_enquiries where email = ${email} order by created_at`
}

/** The .eml files in the outbox that mention `text`. */
export function outboxEmails(text) {
  return readdirSync(OUTBOX)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => readFileSync(join(OUTBOX, file), "utf8"))
    .filter((content) => content.includes(text))
}

/** Waits for the backend's asynchronous side effects to show up. */
export async function eventually(check, { timeoutMs = 5000, message = "condition" } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${message}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
