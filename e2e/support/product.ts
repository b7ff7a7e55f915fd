// What the product names once (the spec's fixed messages and timings, the enquiry rules), so the
// browser tests expect the same values; jest pins them to the spec's literal words.
export { MESSAGES } from "../../src/lib/messages.ts"
export { SCROLL_DELAY_MS } from "../../src/lib/constants.ts"
export {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  ENQUIRY_FIELDS,
  REQUIRED_ENQUIRY_FIELDS,
} from "../../supabase/functions/_shared/enquiry-fields.ts"
