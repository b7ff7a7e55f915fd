import * as React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { ArrowLeft } from "lucide-react"
import { Layout } from "../components/layout"
import { ProjectCard } from "../components/project-card"
import { CallToAction } from "../components/call-to-action"
import { Seo } from "../components/seo"
import { requireContent } from "../lib/require-content"
import { useLazyDialog } from "../lib/lazy-dialog"
import { onDemand, onDemandComponent } from "../lib/on-demand"

const loadProjectDialog = onDemand(() => import("../components/project-dialog"))
const ProjectDialog = onDemandComponent(loadProjectDialog, "ProjectDialog")

const PortfolioPage = ({ data }: PageProps<Queries.PortfolioPageQuery>) => {
  const { portfolio } = requireContent(data.siteJson, "content/site.json")
  const dialog = useLazyDialog<Queries.ProjectFieldsFragment>(loadProjectDialog)

  return (
    <Layout copyrightYearOf="portfolio">
      <section aria-labelledby="portfolio-heading" className="py-12 md:py-16">
        <div className="container-page">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md font-semibold text-ink-soft hover:text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {portfolio.backLink}
          </Link>
          <h1 id="portfolio-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {portfolio.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{portfolio.intro}</p>
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {data.allProjectsJson.nodes.map((project, index) => (
              <li key={project.slug}>
                <ProjectCard
                  project={project}
                  // The first card's image is on screen at once on every width.
                  priority={index === 0}
                  hint={portfolio.cardHint}
                  onOpen={() => dialog.open(project)}
                  onPreload={dialog.preload}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction cta={portfolio.cta} id="portfolio-cta-heading" />
      {dialog.mounted && (
        <React.Suspense fallback={null}>
          <ProjectDialog project={dialog.selected} labels={portfolio} onClose={dialog.close} />
        </React.Suspense>
      )}
    </Layout>
  )
}

export default PortfolioPage

export const Head: HeadFC<Queries.PortfolioPageQuery> = ({ data, location }) => (
  <Seo
    title={data.siteJson?.portfolio.heading}
    description={data.siteJson?.portfolio.intro}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query PortfolioPage {
    siteJson {
      portfolio {
        backLink
        heading
        intro
        cardHint
        cta {
          ...CallToActionFields
        }
        ...PortfolioLabels
      }
    }
    # In the order editors give them (each project's Position), then by file name.
    allProjectsJson(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        ...ProjectFields
      }
    }
  }

  fragment PortfolioLabels on SitePortfolio {
    ratingLabel
    clientLabel
    locationLabel
    dateLabel
    teamSizeLabel
    teamSizeUnit
    overviewHeading
    deliverablesHeading
    challengeHeading
    solutionHeading
    dialogCta
  }

  # WebP and JPEG, not AVIF: AVIF would save a fifth of the cards' bytes but take cold builds past their
  # budget (docs/architecture.md, "Images"). The hero, the home page's largest paint, keeps AVIF.
  fragment ProjectFields on ProjectsJson {
    slug
    title
    category
    imageAlt
    description
    client
    location
    date
    teamSize
    rating
    fullDescription
    deliverables
    challenge
    solution
    image {
      childImageSharp {
        card: gatsbyImageData(
          width: 400
          aspectRatio: 1.3333
          breakpoints: [320, 400, 560, 640, 800]
          sizes: "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 48px), calc(100vw - 40px)"
          formats: [AUTO, WEBP]
          quality: 70
        )
        full: gatsbyImageData(
          width: 640
          aspectRatio: 1.7778
          breakpoints: [360, 640, 960, 1280]
          sizes: "(min-width: 672px) 608px, 100vw"
          formats: [AUTO, WEBP]
          quality: 70
          webpOptions: { quality: 72 }
        )
      }
    }
  }
`
