import { graphql } from "gatsby"
import { ContactForm } from "./contact-form"
import type { ServicePrefill } from "./contact-form-fields"
import { Section } from "./section"
import { staticPart } from "../lib/on-demand"

const ContactDetails = staticPart(() => import("./contact-details"), "ContactDetails")
const HEADING_ID = "contact-heading"

type ContactSectionProps = {
  contact: Queries.ContactFieldsFragment
  prefill?: ServicePrefill
}

export function ContactSection({ contact, prefill }: ContactSectionProps) {
  return (
    <Section
      id="contact"
      headingId={HEADING_ID}
      className="bg-ink py-20 text-cream"
      containerClassName="grid gap-12 lg:grid-cols-[1fr_1.2fr]"
    >
      <ContactDetails contact={contact} headingId={HEADING_ID} />
      <div className="rounded-3xl bg-cream p-6 text-ink shadow-2xl sm:p-8">
        <ContactForm content={contact} prefill={prefill} />
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment ContactFields on SiteContact {
    heading
    intro
    detailsHeading
    email
    phone
    phoneHref
    location
    hours
    ...ContactFormFields
  }
`
