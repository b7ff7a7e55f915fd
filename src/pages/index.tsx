import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Hero } from "../components/hero"
import { ServicesSection } from "../components/services-section"
import { AboutSection } from "../components/about-section"
import { ContactSection } from "../components/contact-section"
import { Seo } from "../components/seo"
import { LocalBusinessJsonLd } from "../components/local-business-json-ld"
import { useSectionScroll } from "../hooks/use-section-scroll"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { isSectionNavigationState } from "../lib/go-to-section"
import { requireContent } from "../lib/require-content"

const IndexPage = ({ data, location }: PageProps<Queries.HomePageQuery>) => {
  const site = requireContent(data.siteJson, "content/site.json")
  useSectionScroll(location)
  const state = location.state
  const prefill =
    isSectionNavigationState(state) && state.service
      ? { service: state.service, requestKey: location.key ?? state.service }
      : undefined

  return (
    <Layout copyrightYear={site.footer.copyrightYears.home}>
      <Hero hero={site.hero} locationTagline={site.locationTagline} />
      <ServicesSection section={site.servicesSection} services={data.allServicesJson.nodes} />
      <AboutSection about={site.about} />
      <ContactSection contact={site.contact} prefill={prefill} />
    </Layout>
  )
}

export default IndexPage

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => {
  const { siteUrl } = useSiteMetadata()
  return (
    <Seo pathname={location.pathname}>
      {data.siteJson && <LocalBusinessJsonLd business={data.siteJson} siteUrl={siteUrl} />}
    </Seo>
  )
}

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
      footer {
        copyrightYears {
          home
        }
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
