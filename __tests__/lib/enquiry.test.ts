import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  EMPTY_ENQUIRY,
  ENQUIRY_LIMITS,
  validateEnquiry,
} from "../../supabase/functions/_shared/enquiry"
import { VALID } from "../../supabase/functions/tests/support/fixtures"

const valid = VALID

const errorsOf = (input: unknown) => {
  const result = validateEnquiry(input)
  return result.ok ? {} : result.errors
}

describe("enquiry rules", () => {
  it("accept a complete enquiry and trim every value", () => {
    const result = validateEnquiry({ ...valid, firstName: "  Mia ", projectDetails: "\n Shoot \n" })
    expect(result).toEqual({ ok: true, enquiry: { ...valid, projectDetails: "Shoot" } })
  })

  it("make phone and business type optional and default the country code to +61", () => {
    const result = validateEnquiry({ ...valid, phone: "", businessType: "", countryCode: undefined })
    expect(result).toEqual({
      ok: true,
      enquiry: { ...valid, phone: "", businessType: "", countryCode: "+61" },
    })
    expect(DEFAULT_COUNTRY_CODE).toBe("+61")
    expect(EMPTY_ENQUIRY.countryCode).toBe("+61")
  })

  it.each(["firstName", "lastName", "email", "projectDetails"] as const)("require %s", (name) => {
    expect(errorsOf({ ...valid, [name]: "" })[name]).toMatch(/required/)
    expect(errorsOf({ ...valid, [name]: "   " })[name]).toMatch(/required/)
    const { [name]: _omitted, ...rest } = valid
    expect(errorsOf(rest)[name]).toMatch(/required/)
  })

  it.each(COUNTRY_CODES.map((code) => [code]))("accept the country code %s", (countryCode) => {
    expect(validateEnquiry({ ...valid, countryCode }).ok).toBe(true)
  })

  it("list exactly the fifteen country codes of the spec, in its order", () => {
    // SPEC §5, as written there.
    const spec = "+61, +1, +44, +33, +49, +81, +86, +91, +55, +39, +34, +31, +47, +46, +45"
    expect(COUNTRY_CODES).toEqual(spec.split(", "))
  })

  it.each(["+7", "61", "", "+610", "<script>"])("reject the country code %p", (countryCode) => {
    expect(errorsOf({ ...valid, countryCode }).countryCode).toBe("Choose a country code from the list")
  })

  it.each(["mia@grindstone.com.au", "a.b+tag@sub.example.co", "x@y.io"])("accept the email %s", (email) => {
    expect(validateEnquiry({ ...valid, email }).ok).toBe(true)
  })

  it.each([
    "mia",
    "mia@",
    "@grindstone.com",
    "mia@grindstone",
    "mia @x.com",
    "mia@x.com\r\nBcc: a@b.c",
    "<mia@x.com>",
  ])("reject the email %p", (email) => {
    expect(errorsOf({ ...valid, email }).email).toBe("Enter a valid email address")
  })

  it.each(Object.entries(ENQUIRY_LIMITS))("accept %s at %i characters and reject one more", (name, max) => {
    const at =
      name === "email"
        ? `${"a".repeat(max - 7)}@ab.com`
        : name === "phone"
          ? "1".repeat(max)
          : "a".repeat(max)
    const past = name === "email" ? `a${at}` : `${at}1`
    expect(validateEnquiry({ ...valid, [name]: at }).ok).toBe(true)
    expect(errorsOf({ ...valid, [name]: past })[name as keyof typeof valid]).toMatch(
      `at most ${max} characters`,
    )
  })

  it.each(["0412 345 678", "(07) 3123 4567", "+61 412-345-678".slice(1), "07.3123.4567"])(
    "accept the phone %p",
    (phone) => {
      expect(validateEnquiry({ ...valid, phone }).ok).toBe(true)
    },
  )

  it.each(["call me", "0412<b>", "12345\n678"])("reject the phone %p", (phone) => {
    expect(errorsOf({ ...valid, phone }).phone).toMatch(/digits/)
  })

  it("reject values that are not text", () => {
    expect(errorsOf({ ...valid, firstName: { name: "Mia" } }).firstName).toBe("firstName must be text")
  })

  it("reject unknown fields and bodies that are not objects", () => {
    expect(errorsOf({ ...valid, admin: true }).enquiry).toMatch(/Unexpected field/)
    expect(errorsOf(null).enquiry).toBeDefined()
    expect(errorsOf("hello").enquiry).toBeDefined()
    expect(errorsOf([valid]).enquiry).toBeDefined()
  })
})

describe("enquiry rules for control characters", () => {
  it.each(["firstName", "lastName", "businessType", "phone"] as const)(
    "refuse line breaks and NUL in %s",
    (field) => {
      for (const bad of ["A\r\nBcc: x@y.z", "A\nB", "A\u0000B", "A\u2028B"]) {
        expect(validateEnquiry({ ...valid, [field]: bad }).ok).toBe(false)
      }
    },
  )

  it("keeps line breaks and tabs in project details but refuses other control characters", () => {
    expect(validateEnquiry({ ...valid, projectDetails: "Line one\nLine two\tindented\r\nthree" }).ok).toBe(
      true,
    )
    expect(errorsOf({ ...valid, projectDetails: "Bell\u0007" }).projectDetails).toBe(
      "projectDetails contains characters that are not allowed",
    )
  })

  it.each([
    ["firstName", "Mia\u202e", "Mia"],
    ["lastName", "\u200bNguyen\u200d", "Nguyen"],
    ["email", "mia@grind\u2066stone.com.au\u2069", "mia@grindstone.com.au"],
    ["businessType", "Ca\u200cfe\ufeff", "Cafe"],
  ] as const)("remove bidi controls and zero-width characters from %s", (name, typed, kept) => {
    const result = validateEnquiry({ ...valid, [name]: typed })
    expect(result.ok && result.enquiry[name]).toBe(kept)
  })

  it("count a name made only of invisible characters as missing", () => {
    expect(errorsOf({ ...valid, firstName: "\u200b\u202e" }).firstName).toBe("firstName is required")
  })

  it("keep invisible characters out of the reply-to address even when reversed", () => {
    expect(errorsOf({ ...valid, email: "\u202emoc.elpmaxe@aim" }).email).toBe("Enter a valid email address")
  })
})
