import { graphql } from "gatsby"
import { Mail, MapPin, Phone } from "lucide-react"
import { ContactForm } from "./contact-form"
import type { ServicePrefill } from "./contact-form-fields"
import { Section } from "./section"

type ContactSectionProps = {
  contact: Queries.ContactFieldsFragment
  prefill?: ServicePrefill
}

export function ContactSection({ contact, prefill }: ContactSectionProps) {
  const details = [
    { icon: Mail, label: contact.email, href: `mailto:${contact.email}` },
    { icon: Phone, label: contact.phone, href: `tel:${contact.phoneHref}` },
    { icon: MapPin, label: contact.location },
  ]
  return (
    <Section
      id="contact"
      headingId="contact-heading"
      heading={contact.heading}
      intro={contact.intro}
      className="bg-ink py-20 text-cream"
      introClassName="mt-4 text-lg text-cream/80"
      columnsClassName="grid gap-12 lg:grid-cols-[1fr_1.2fr]"
      aside={
        <div className="rounded-3xl bg-cream p-6 text-ink shadow-2xl sm:p-8">
          <ContactForm content={contact} prefill={prefill} />
        </div>
      }
    >
      <h3 className="sr-only">{contact.detailsHeading}</h3>
      <ul className="mt-10 space-y-5">
        {details.map(({ icon: Glyph, label, href }) => (
          <li key={label} className="flex items-center gap-4">
            <span className="rounded-xl bg-sun p-3 text-ink">
              <Glyph className="h-5 w-5" aria-hidden="true" />
            </span>
            {href ? (
              <a
                href={href}
                className="text-lg font-medium underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun"
              >
                {label}
              </a>
            ) : (
              <span className="text-lg font-medium">{label}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-8 text-cream/70">{contact.hours}</p>
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
