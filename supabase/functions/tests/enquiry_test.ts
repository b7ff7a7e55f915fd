// The shared rules module runs unchanged under Deno, where the function imports it.
import assert from "node:assert/strict"
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, validateEnquiry } from "../_shared/enquiry.ts"
import { VALID } from "./support/fixtures.ts"

Deno.test("a complete enquiry is accepted and trimmed", () => {
  const result = validateEnquiry({ ...VALID, firstName: "  Mia  " })
  assert.ok(result.ok)
  assert.equal(result.enquiry.firstName, "Mia")
})

Deno.test("missing required fields are reported by field", () => {
  const result = validateEnquiry({ ...VALID, firstName: " ", email: "", projectDetails: "" })
  assert.ok(!result.ok)
  assert.deepEqual(result.errors, {
    firstName: "First name is required",
    email: "Email is required",
    projectDetails: "Project details are required",
  })
})

Deno.test("every listed country code is accepted", () => {
  for (const countryCode of COUNTRY_CODES)
    assert.ok(validateEnquiry({ ...VALID, countryCode }).ok, countryCode)
  assert.equal(DEFAULT_COUNTRY_CODE, "+61")
})

Deno.test("a country code not in the list is refused", () => {
  assert.equal(validateEnquiry({ ...VALID, countryCode: "+7" }).ok, false)
})

Deno.test("a body that is not an object is rejected as a whole", () => {
  const result = validateEnquiry(["not", "an", "enquiry"])
  assert.ok(!result.ok && typeof result.errors.enquiry === "string")
})

Deno.test("a right-to-left override cannot reverse the reply-to address", () => {
  const result = validateEnquiry({ ...VALID, email: "\u202emoc.elpmaxe@aim" })
  assert.ok(!result.ok, "what is left is not an address")
  const pasted = validateEnquiry({ ...VALID, email: "mia@grindstone.com.au\u200b" })
  assert.ok(pasted.ok && pasted.enquiry.email === VALID.email)
})
