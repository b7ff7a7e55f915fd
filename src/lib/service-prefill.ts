import { fill } from "./format"

/** A service the visitor chose on the page, to be named in the contact form's project details. */
export type ServicePrefill = {
  service: string
  /** Changes with every request, so choosing the same service twice still prefills. */
  requestKey: string
}

/** The line a chosen service adds to the project details. */
export const serviceLine = (content: Queries.ContactFormFieldsFragment, service: string) =>
  fill(content.serviceEnquiry, { service })
