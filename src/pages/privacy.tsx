import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { PrivacySection } from "../components/privacy-section"
import { Seo } from "../components/seo"
import { requireContent } from "../lib/require-content"

// "2026-11-25" -> "25 November 2026", in UTC so the pre-rendered page and the browser agree.
const australianDate = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "UTC" })

const PrivacyPage = ({ data }: PageProps<Queries.PrivacyPageQuery>) => {
  const site = requireContent(data.siteJson, "content/site.json")
  const privacy = requireContent(data.privacyJson, "content/privacy.json")
  const { email } = site.contact
  const parts = {
    email: (
      <a href={`mailto:${email}`} className="font-semibold text-jacaranda underline underline-offset-4">
        {email}
      </a>
    ),
  }
  return (
    <Layout>
      <article aria-labelledby="privacy-heading" className="container-page py-16 md:py-24">
        <div className="max-w-3xl">
          <h1 id="privacy-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {privacy.title}
          </h1>
          <p className="mt-4 text-ink-muted">
            {privacy.lastUpdatedLabel}:{" "}
            <time dateTime={privacy.lastUpdated}>
              {australianDate.format(new Date(`${privacy.lastUpdated}T00:00:00Z`))}
            </time>
          </p>
          <p className="mt-8 text-lg leading-relaxed">{privacy.intro}</p>
          {privacy.sections.map((section, index) => (
            <PrivacySection
              key={section.title}
              section={section}
              headingId={`privacy-section-${index + 1}`}
              parts={parts}
            />
          ))}
        </div>
      </article>
    </Layout>
  )
}

export default PrivacyPage

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data, location }) => (
  <Seo
    title={data.privacyJson?.title}
    description={data.privacyJson?.description}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query PrivacyPage {
    privacyJson {
      title
      description
      intro
      lastUpdatedLabel
      lastUpdated
      sections {
        title
        paragraphs
        points
      }
    }
    siteJson {
      contact {
        email
      }
    }
  }
`
