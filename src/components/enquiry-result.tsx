import { graphql } from "gatsby"
import { CheckCircle2, Mail, Phone, XCircle } from "lucide-react"
import { Layout } from "./layout"
import { SectionLink } from "./section-link"
import { Seo } from "./seo"

type EnquiryResultProps = {
  page: Queries.EnquiryResultPageFieldsFragment
  /** Given only when the enquiry was refused: the ways to reach the agency without the form. */
  contact?: Queries.EnquiryResultContactFieldsFragment
}

/** Where the plain HTML form lands (see enquiry-form-post.ts): whether the message went, and a way back. */
export function EnquiryResult({ page, contact }: EnquiryResultProps) {
  const Outcome = contact ? XCircle : CheckCircle2
  return (
    <Layout page="home">
      <section aria-labelledby="result-heading" className="py-20">
        <div className="container-page max-w-2xl">
          <Outcome
            className={`h-12 w-12 ${contact ? "text-red-700" : "text-jacaranda"}`}
            aria-hidden="true"
          />
          <h1 id="result-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {page.heading}
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{page.text}</p>
          {contact && (
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
          )}
          {contact ? (
            // Back to the form itself, the way every other page reaches a home-page section.
            <SectionLink section="contact" className="btn-dark mt-10 inline-flex">
              {page.backLink}
            </SectionLink>
          ) : (
            <a href="/" className="btn-dark mt-10 inline-flex">
              {page.backLink}
            </a>
          )}
        </div>
      </section>
    </Layout>
  )
}

/** The result pages' Head: never indexed (they are also left out of the sitemap, see gatsby-config). */
export function EnquiryResultHead({ title, pathname }: { title: string; pathname: string }) {
  return (
    <Seo title={title} pathname={pathname}>
      <meta name="robots" content="noindex" />
    </Seo>
  )
}

export const query = graphql`
  fragment EnquiryResultPageFields on SiteEnquiryResultPage {
    title
    heading
    text
    backLink
  }

  fragment EnquiryResultContactFields on SiteContact {
    email
    phone
    phoneHref
  }
`
