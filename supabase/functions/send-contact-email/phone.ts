// The visitor's phone number as the agency dials it. Only the function reads numbering plans, so the
// form's bundle does not carry them.
import { parsePhoneNumberFromString } from "libphonenumber-js/min"

/** International form, grouped ("+61 412 345 678", the trunk 0 dropped where the plan has one), else the
 * chosen code and the number as typed; none stays none. */
export function internationalPhone({ countryCode, phone }: { countryCode: string; phone: string }): string {
  const number = parsePhoneNumberFromString(phone, { defaultCallingCode: countryCode.slice(1) })
  return number?.isValid() ? number.formatInternational() : phone && `${countryCode} ${phone}`
}
