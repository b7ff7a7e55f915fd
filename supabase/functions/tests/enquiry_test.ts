// Proves the shared rules module runs unchanged under Deno, where the function imports it.
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, validateEnquiry } from "../_shared/enquiry.ts"
import { VALID } from "./support/fixtures.ts"

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

const valid = VALID

Deno.test("a complete enquiry is accepted and trimmed", () => {
  const result = validateEnquiry({ ...valid, firstName: "  Mia  " })
  assert(result.ok, "expected the enquiry to be valid")
  assert(result.enquiry.firstName === "Mia", "first name should be trimmed")
})

Deno.test("missing required fields are reported by field", () => {
  const result = validateEnquiry({ ...valid, firstName: " ", email: "", projectDetails: "" })
  assert(!result.ok, "expected the enquiry to be rejected")
  assert(result.errors.firstName === "First name is required", "first name error")
  assert(result.errors.email === "Email is required", "email error")
  assert(result.errors.projectDetails === "Project details are required", "details error")
})

Deno.test("every listed country code is accepted and others are not", () => {
  for (const countryCode of COUNTRY_CODES) {
    assert(validateEnquiry({ ...valid, countryCode }).ok, `${countryCode} should be accepted`)
  }
  assert(!validateEnquiry({ ...valid, countryCode: "+7" }).ok, "+7 should be rejected")
  assert(DEFAULT_COUNTRY_CODE === "+61", "default country code")
})

Deno.test("a body that is not an object is rejected as a whole", () => {
  const result = validateEnquiry(["not", "an", "enquiry"])
  assert(!result.ok && typeof result.errors.enquiry === "string", "expected a body-level error")
})
