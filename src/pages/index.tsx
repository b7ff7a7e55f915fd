import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Hero } from "../components/hero"
import { ServicesSection } from "../components/services-section"
import { ContactSection } from "../components/contact-section"
import { Seo } from "../components/seo"
import { LocalBusinessJsonLd } from "../components/local-business-json-ld"
import { isSectionNavigationState, scrollToSection } from "../lib/go-to-section"
import { requireContent } from "../lib/require-content"
import { staticPart } from "../lib/on-demand"

const AboutSection = staticPart(() => import("../components/about-section"), "AboutSection")

const IndexPage = ({ data, location }: PageProps<Queries.HomePageQuery>) => {
  const site = requireContent(data.siteJson, "content/site.json")
  const { hash, key, state } = location
  // After a section link was followed from any page, smooth-scroll to the section (see go-to-section).
  React.useEffect(() => {
    if (!hash || !isSectionNavigationState(state)) return
    return scrollToSection(decodeURIComponent(hash.slice(1)))
  }, [hash, key, state])
  const prefill =
    isSectionNavigationState(state) && state.service
      ? { service: state.service, requestKey: key ?? state.service }
      : undefined

  return (
    <Layout>
      <Hero hero={site.hero} locationTagline={site.locationTagline} />
      <ServicesSection section={site.servicesSection} services={data.allServicesJson.nodes} />
      <AboutSection about={site.about} />
      <ContactSection contact={site.contact} prefill={prefill} />
    </Layout>
  )
}

export default IndexPage

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo pathname={location.pathname}>{data.siteJson && <LocalBusinessJsonLd business={data.siteJson} />}</Seo>
)

export const query = graphql`
  query HomePage {
    siteJson {
      locationTagline
      hero {
        ...HeroFields
      }
      servicesSection {
        ...ServicesSectionFields
      }
      about {
        ...AboutFields
      }
      contact {
        ...ContactFields
      }
      ...LocalBusinessFields
    }
    # In the order editors give them (each service's Position), then by file name.
    allServicesJson(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...ServiceFields
      }
    }
  }
`
