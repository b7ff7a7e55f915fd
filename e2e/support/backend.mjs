// Reads what the backend did (rows in Postgres, files in the outbox) and breaks it on purpose: the
// table renamed away, the function server stopped and started again through run.mjs.
import assert from "node:assert/strict"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { before } from "node:test"
import postgres from "postgres"
import { onTeardown } from "./hooks.mjs"

const OUTBOX = process.env.E2E_OUTBOX ?? ".local/outbox"
const CONTROL_URL = process.env.E2E_CONTROL_URL

/** The test file's database connection, opened before its tests and closed after them. */
export function useDatabase() {
  const handle = { sql: null }
  before(() => {
    handle.sql = postgres(
      process.env.E2E_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:54322/postgres",
      { max: 1, onnotice: () => {} },
    )
  })
  onTeardown(() => handle.sql?.end({ timeout: 5 }))
  return handle
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

/** Waits for exactly one stored enquiry and one outbox email from `email`; returns both. */
export async function oneEnquiryAndEmail(sql, email) {
  const [row] = await eventually(
    async () => {
      const rows = await enquiriesFrom(sql, email)
      return rows.length === 1 && rows
    },
    { message: `the agency to receive the enquiry from ${email} in contact_enquiries` },
  )
  const [message] = await eventually(() => outboxEmails(email).length === 1 && outboxEmails(email), {
    message: `the agency's email about ${email} in the outbox`,
  })
  return { row, message }
}

/** Asserts the agency received nothing from `email`: no row, no email. */
export async function assertNothingReceived(sql, email, what) {
  assert.equal(
    (await enquiriesFrom(sql, email)).length,
    0,
    `${what}: the agency should have no stored enquiry from ${email}, but it has one`,
  )
  assert.equal(
    outboxEmails(email).length,
    0,
    `${what}: the agency should have had no email about ${email}, but one is in the outbox`,
  )
}

/** Runs `work` while contact_enquiries is renamed away, so the function's insert fails for real (503). */
export async function withEnquiryTableMissing(sql, work) {
  await sql`alter table contact_enquiries rename to contact_enquiries_offline`
  try {
    return await work()
  } finally {
    await sql`alter table contact_enquiries_offline rename to contact_enquiries`
  }
}

/** Runs `work` while the function server is really stopped (connection refused), then starts it again. */
export async function withFunctionStopped(work) {
  await control("/function/stop")
  try {
    return await work()
  } finally {
    await control("/function/start")
  }
}

async function control(path) {
  assert.ok(
    CONTROL_URL,
    "E2E_CONTROL_URL is not set: run the suite through e2e/run.mjs, which owns the servers",
  )
  const response = await fetch(`${CONTROL_URL}${path}`, { method: "POST" })
  assert.equal(
    response.status,
    204,
    `run.mjs could not ${path.split("/").at(-1)} the function server: ${await response.text()}`,
  )
}
