import { Mail, MapPin, Phone } from "lucide-react"
import { SECTION_HEADING_CLASS } from "./section"

type ContactDetailsProps = { contact: Queries.ContactFieldsFragment; headingId: string }

/** The contact section's first column: all but the form. */
export function ContactDetails({ contact, headingId }: ContactDetailsProps) {
  const details = [
    { icon: Mail, label: contact.email, href: `mailto:${contact.email}` },
    { icon: Phone, label: contact.phone, href: `tel:${contact.phoneHref}` },
    { icon: MapPin, label: contact.location },
  ]
  return (
    <div>
      <h2 id={headingId} className={SECTION_HEADING_CLASS}>
        {contact.heading}
      </h2>
      <p className="mt-4 text-lg text-cream/80">{contact.intro}</p>
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
    </div>
  )
}
