// The phone number as the agency dials it: the numbering plans stay here, out of the form's bundle.
import { parsePhoneNumberFromString } from "libphonenumber-js/min"

/** E.164 ("+61412345678", the trunk 0 dropped where the plan has one), else the chosen code and what was typed. */
export function storedPhone({ countryCode, phone }: { countryCode: string; phone: string }): string {
  const number = parsePhoneNumberFromString(phone, { defaultCallingCode: countryCode.slice(1) })
  return number?.isValid() ? number.number : phone && `${countryCode} ${phone}`
}

/** A stored number grouped to be read ("+61 412 345 678"), with its tel: address; else as stored, without. */
export function phoneToRead(stored: string): [text: string, href?: string] {
  const number = parsePhoneNumberFromString(stored)
  return number?.isValid() ? [number.formatInternational(), number.getURI()] : [stored]
}
