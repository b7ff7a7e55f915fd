import { graphql } from "gatsby"
import { useSiteWideContent } from "../hooks/use-site-wide-content"

/** schema.org LocalBusiness for search engines, built from the same content the page and its head show. */
export function LocalBusinessJsonLd({ business }: { business: Queries.LocalBusinessFieldsFragment }) {
  const { siteUrl, name, description } = useSiteWideContent()
  const data = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name,
    description,
    url: `${siteUrl}/`,
    image: `${siteUrl}/og-image.jpg`,
    email: business.contact.email,
    telephone: business.contact.phoneHref,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.contact.address.locality,
      addressRegion: business.contact.address.region,
      postalCode: business.contact.address.postalCode,
      addressCountry: business.contact.address.country,
    },
    areaServed: business.contact.address.locality,
  }
  // JSON.stringify does not escape "<"; do it so no content can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c")
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

export const query = graphql`
  fragment LocalBusinessFields on SiteJson {
    contact {
      email
      phoneHref
      address {
        locality
        region
        postalCode
        country
      }
    }
  }
`
