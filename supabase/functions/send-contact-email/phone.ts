// The phone number as the agency dials it: the numbering plans stay here, out of the form's bundle.
import { parsePhoneNumberFromString } from "libphonenumber-js/min"

/** "+61 412 345 678" (the trunk 0 dropped where the plan has one), else the chosen code and what was typed. */
export function internationalPhone({ countryCode, phone }: { countryCode: string; phone: string }): string {
  const number = parsePhoneNumberFromString(phone, { defaultCallingCode: countryCode.slice(1) })
  return number?.isValid() ? number.formatInternational() : phone && `${countryCode} ${phone}`
}
