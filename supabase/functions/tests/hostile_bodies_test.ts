// Property test: thousands of random and hostile bodies never make the handler fail (5xx), never
// leave an invalid row behind, and never put an unescaped value into an email.
import assert from "node:assert/strict"
import fc from "fast-check"
import { COUNTRY_CODES, HONEYPOT_FIELD, validateEnquiry } from "../_shared/enquiry.ts"
import { escapeHtml } from "../send-contact-email/email.ts"
import { openFixture, VALID } from "./support/harness.ts"

// The email template's own tags and attributes; anything else in the HTML part came from a visitor.
const TEMPLATE_TAGS = new Set(["!doctype", "html", "body", "h1", "h2", "table", "tr", "th", "td", "p", "a"])
const TEMPLATE_ATTRIBUTES = new Set(["lang", "style", "cellpadding", "align", "href"])

function assertOnlyTemplateMarkup(html: string) {
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    const name = /^<\/?([^\s>/]+)/.exec(tag)?.[1]?.toLowerCase() ?? ""
    assert.ok(TEMPLATE_TAGS.has(name), `unexpected tag ${tag.slice(0, 60)} in the HTML part`)
    if (name === "a") assert.match(tag, /^(<a href="tel:\+\d+">|<\/a>)$/, "the one link calls a phone number")
    for (const [, attribute] of tag.matchAll(/\s([^\s=>]+)=/g))
      assert.ok(
        TEMPLATE_ATTRIBUTES.has(attribute.toLowerCase()),
        `unexpected attribute ${attribute} in ${tag.slice(0, 60)}`,
      )
  }
}

// Values chosen to break things: markup, header injection, SQL, control characters, huge and odd Unicode.
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "Mia\r\nBcc: victim@example.com",
    "'; drop table contact_enquiries; --",
    "\u0000\u0007\u001b[31m",
    "\u2028\u2029",
    "&amp;&lt;",
    "a".repeat(6000),
    "   ",
  ),
  fc.constantFrom("mia@example.com", "a@b.co", "x@y", "<a@b.co>", "a b@c.de"),
)
const fieldValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
)
const enquiryLike = fc.record(
  {
    firstName: fieldValue,
    lastName: fieldValue,
    email: fieldValue,
    countryCode: fc.oneof(fc.constantFrom(...COUNTRY_CODES), fieldValue),
    phone: fieldValue,
    businessType: fieldValue,
    projectDetails: fieldValue,
    [HONEYPOT_FIELD]: fc.oneof(fc.constant(""), hostileText),
  },
  { requiredKeys: [] },
)
// Mostly valid enquiries with one hostile field, so many reach the database and the mailer.
const nearlyValid = fc
  .tuple(fc.constantFrom("firstName", "lastName", "businessType", "projectDetails", "phone"), hostileText)
  .map(([field, value]) => ({ ...VALID, [field]: value }))
const body = fc.oneof(
  { weight: 3, arbitrary: nearlyValid.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: enquiryLike.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
)

Deno.test("2,000 hostile bodies: never a 5xx, an invalid row or unescaped markup in an email", async () => {
  await using t = await openFixture()
  await fc.assert(
    fc.asyncProperty(body, async (raw) => {
      const status = await t.status(raw)
      assert.ok(status < 500, `status ${status} for ${raw.slice(0, 120)}`)
    }),
    { numRuns: 2000 },
  )

  const rows = await t.rows()
  assert.ok(rows.length > 100, `enough bodies were valid to reach the database (${rows.length})`)
  const stored = await t.sql<Record<string, string>[]>`
      select first_name as "firstName", last_name as "lastName", email, country_code as "countryCode", phone,
             business_type as "businessType", project_details as "projectDetails" from contact_enquiries`
  for (const row of stored) {
    const enquiry = { ...row, phone: row.phone.replace(/^\+\d+ ?/, "") } // E.164, or as typed after its code
    const checked = validateEnquiry(enquiry)
    assert.ok(checked.ok, `stored row breaks the rules: ${JSON.stringify(enquiry).slice(0, 200)}`)
    assert.deepEqual(checked.enquiry, enquiry, "stored values are already trimmed")
  }

  const byId = new Map(rows.map((row) => [row.id, row]))
  const emails = t.email.deliveries
  assert.ok(emails.length > 100)
  for (const email of emails) {
    assert.ok(!/[\r\n]/.test(email.subject + email.reply_to), "headers stay on one line")
    const row = byId.get(email.idempotencyKey ?? "")
    assert.ok(row, "every email belongs to a stored enquiry")
    assert.equal(row.is_spam, false, "spam is never emailed")
    assertOnlyTemplateMarkup(email.html)
    for (const column of ["first_name", "last_name", "business_type", "project_details", "phone"]) {
      const value = String(row[column])
      if (value)
        assert.ok(email.html.includes(escapeHtml(value)), `${column} is shown, escaped, in the HTML part`)
    }
  }
  assert.ok(!t.email.attempts.some((email) => email.html.includes("<script>")), "no raw <script> in an email")
})
