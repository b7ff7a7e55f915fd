import { graphql } from "gatsby"
import { CheckCircle2, Mail, Phone, XCircle } from "lucide-react"
import { Layout } from "./layout"
import { SectionLink } from "./section-link"

type EnquiryResultProps = {
  outcome: "sent" | "notSent"
  content: Queries.EnquiryResultFieldsFragment
}

/**
 * Where the plain HTML form lands (supabase/functions/send-contact-email/form-post.ts): the body of the
 * result pages, src/pages/enquiry-sent.tsx and enquiry-not-sent.tsx.
 */
export function EnquiryResult({ outcome, content }: EnquiryResultProps) {
  const sent = outcome === "sent"
  const Outcome = sent ? CheckCircle2 : XCircle
  const { contact } = content
  const page = content.enquiryResult[outcome]
  return (
    <Layout>
      <section aria-labelledby="result-heading" className="py-20">
        <div className="container-page max-w-2xl">
          <Outcome className={`h-12 w-12 ${sent ? "text-jacaranda" : "text-red-700"}`} aria-hidden="true" />
          <h1 id="result-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {page.heading}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{page.text}</p>
          {sent ? (
            <a href="/" className="btn-dark mt-10 inline-flex">
              {page.backLink}
            </a>
          ) : (
            <>
              <ul className="mt-6 space-y-3 text-lg font-medium">
                {[
                  { Glyph: Mail, label: contact.email, href: `mailto:${contact.email}` },
                  { Glyph: Phone, label: contact.phone, href: `tel:${contact.phoneHref}` },
                ].map(({ Glyph, label, href }) => (
                  <li key={href} className="flex items-center gap-3">
                    <Glyph className="h-5 w-5" aria-hidden="true" />
                    <a href={href} className="underline underline-offset-4">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
              {/* Back to the form itself, the way every other page reaches a home-page section. */}
              <SectionLink section="contact" className="btn-dark mt-10 inline-flex">
                {page.backLink}
              </SectionLink>
            </>
          )}
        </div>
      </section>
    </Layout>
  )
}

export const query = graphql`
  fragment EnquiryResultFields on SiteJson {
    enquiryResult {
      sent {
        ...EnquiryResultPageFields
      }
      notSent {
        ...EnquiryResultPageFields
      }
    }
    contact {
      email
      phone
      phoneHref
    }
  }

  fragment EnquiryResultPageFields on SiteEnquiryResultPage {
    title
    heading
    text
    backLink
  }
`
