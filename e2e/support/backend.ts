// What the backend did (rows in Postgres, files in the outbox), read the way the agency would see it,
// and the backend broken on purpose (the enquiry table renamed away) to meet a real failure.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect } from "@playwright/test"
import type { Sql } from "postgres"
import { stack } from "../stack"

export interface Enquiry {
  first_name: string
  last_name: string
  email: string
  country_code: string
  phone: string
  business_type: string
  project_details: string
}

export async function enquiriesFrom(sql: Sql, email: string): Promise<Enquiry[]> {
  return sql<Enquiry[]>`select * from contact_enquiries where email = ${email} order by created_at`
}

/** The .eml files in the suite's outbox that mention `text`. */
export function outboxEmails(text: string): string[] {
  return readdirSync(stack.outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => readFileSync(join(stack.outbox, file), "utf8"))
    .filter((content) => content.includes(text))
}

// After the first arrival, how long nothing more may come: the function answers once its email is sent.
const QUIET_MS = 1500

/** Waits for one stored enquiry and one email from `email` (one post, if `posts` counts them), then for
 *  QUIET_MS in which nothing more may arrive; returns both. */
export async function oneEnquiryAndEmail(sql: Sql, email: string, posts = () => 1) {
  let rows: Enquiry[] = []
  const counts = async () => {
    rows = await enquiriesFrom(sql, email)
    return [rows.length, outboxEmails(email).length, posts()]
  }
  const what = `[stored enquiries, emails, posts] from ${email}`
  await expect.poll(counts, { message: `Timed out waiting for one each of ${what}` }).toEqual([1, 1, 1])
  const quietUntil = Date.now() + QUIET_MS
  while (Date.now() < quietUntil) {
    expect(await counts(), `Nothing more should arrive: ${what}`).toEqual([1, 1, 1])
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { row: rows[0], message: outboxEmails(email)[0] }
}

/** Asserts the agency received nothing from `email`: no row, no email. */
export async function expectNothingReceived(sql: Sql, email: string, what: string) {
  expect(
    (await enquiriesFrom(sql, email)).length,
    `${what}: the agency should have no stored enquiry from ${email}, but it has one`,
  ).toBe(0)
  expect(
    outboxEmails(email).length,
    `${what}: the agency should have had no email about ${email}, but one is in the outbox`,
  ).toBe(0)
}

/** Runs `work` while contact_enquiries is renamed away, so the function's insert fails for real (503). */
export async function withEnquiryTableMissing<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  await sql`alter table contact_enquiries rename to contact_enquiries_offline`
  try {
    return await work()
  } finally {
    await sql`alter table contact_enquiries_offline rename to contact_enquiries`
  }
}
