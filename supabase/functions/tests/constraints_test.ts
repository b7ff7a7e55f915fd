// The table keeps only the bounds a database must guarantee; the rules live in _shared/enquiry.ts.
// Generated values show the two agree: the table refuses exactly what lies outside the bounds the rules
// module declares (ENQUIRY_LIMITS, the required fields, COUNTRY_CODES, and no NUL, which PostgreSQL
// cannot store), so every enquiry the rules accept is accepted by the table.
import assert from "node:assert/strict"
import fc from "fast-check"
import postgres from "postgres"
import {
  COUNTRY_CODES,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  type Enquiry,
  type EnquiryField,
  REQUIRED_ENQUIRY_FIELDS,
  validateEnquiry,
} from "../_shared/enquiry.ts"
import { testDatabaseUrl, VALID } from "./support/harness.ts"

const COLUMN: Record<EnquiryField, string> = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  countryCode: "country_code",
  phone: "phone",
  businessType: "business_type",
  projectDetails: "project_details",
}

/** What the table must accept, from the rules module's own constants. */
function withinBounds(field: EnquiryField, value: string): boolean {
  if (value.includes("\u0000")) return false
  if (field === "countryCode") return (COUNTRY_CODES as readonly string[]).includes(value)
  const characters = [...value].length
  const required = (REQUIRED_ENQUIRY_FIELDS as readonly string[]).includes(field)
  return characters <= ENQUIRY_LIMITS[field] && (!required || characters >= 1)
}

const textField = fc.constantFrom(...ENQUIRY_FIELDS.filter((field) => field !== "countryCode"))
// Around each bound (in characters, some of them outside the Basic Multilingual Plane), and anything.
const nearBound = textField.chain((field) =>
  fc.tuple(
    fc.constant(field),
    fc
      .tuple(fc.integer({ min: -2, max: 2 }), fc.constantFrom("a", "é", "😀", " "))
      .map(([offset, unit]) =>
        unit.repeat(Math.max(0, ENQUIRY_LIMITS[field as keyof typeof ENQUIRY_LIMITS] + offset)),
      ),
  ),
)
const anyText = fc.tuple(
  textField,
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.constantFrom("", " ", "\t", "\u0000"),
  ),
)
const countryCode = fc.tuple(
  fc.constant("countryCode" as EnquiryField),
  fc.oneof(fc.constantFrom(...COUNTRY_CODES), fc.string({ maxLength: 4 })),
)
const oneField = fc.oneof(nearBound, anyText, countryCode) as fc.Arbitrary<[EnquiryField, string]>

async function tableAccepts(sql: postgres.Sql, enquiry: Enquiry): Promise<boolean> {
  try {
    await sql.begin(async (tx) => {
      await tx`insert into contact_enquiries ${tx(Object.fromEntries(ENQUIRY_FIELDS.map((field) => [COLUMN[field], enquiry[field]])))}`
      throw new RolledBack()
    })
  } catch (error) {
    if (error instanceof RolledBack) return true
    return false
  }
  return true
}

class RolledBack extends Error {}

Deno.test("the table refuses exactly the values outside the rules module's bounds", async () => {
  await using sql = openSql()
  await fc.assert(
    fc.asyncProperty(oneField, async ([field, value]) => {
      const enquiry = { ...VALID, [field]: value } as Enquiry
      assert.equal(
        await tableAccepts(sql, enquiry),
        withinBounds(field, value),
        `${field} = ${JSON.stringify(value).slice(0, 60)}`,
      )
    }),
    { numRuns: 400 },
  )
})

Deno.test("every enquiry the rules accept is accepted by the table", async () => {
  await using sql = openSql()
  await fc.assert(
    fc.asyncProperty(oneField, async ([field, value]) => {
      const checked = validateEnquiry({ ...VALID, [field]: value })
      if (checked.ok)
        assert.ok(
          await tableAccepts(sql, checked.enquiry),
          `${field} = ${JSON.stringify(value).slice(0, 60)}`,
        )
    }),
    { numRuns: 400 },
  )
})

function openSql() {
  const sql = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {}, prepare: false })
  return Object.assign(sql, { [Symbol.asyncDispose]: () => sql.end() })
}
