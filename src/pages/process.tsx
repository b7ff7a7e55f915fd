import { graphql, type HeadFC, type PageProps } from "gatsby"
import { CheckCircle2 } from "lucide-react"
import { Layout } from "../components/layout"
import { CallToAction } from "../components/call-to-action"
import { ProcessStep } from "../components/process-step"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { requireContent } from "../lib/require-content"

const ProcessPage = ({ data }: PageProps<Queries.ProcessPageQuery>) => {
  const { process } = requireContent(data.siteJson, "content/site.json")
  const { steps } = requireContent(data.processJson, "content/process.json")
  return (
    <Layout copyrightYearOf="process">
      <section aria-labelledby="process-heading" className="bg-ink py-16 text-cream md:py-24">
        <div className="container-page">
          <h1 id="process-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {process.hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-cream/80">{process.hero.text}</p>
        </div>
      </section>

      <Section headingId="steps-heading" heading={process.stepsHeading} className="py-20">
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <ProcessStep key={step.title} step={step} number={index + 1} stepLabel={process.stepLabel} />
          ))}
        </ol>
      </Section>

      <Section
        headingId="results-heading"
        heading={process.resultsHeading}
        intro={process.resultsIntro}
        className="bg-white py-20"
      >
        <dl className="mt-12 grid gap-6 sm:grid-cols-3">
          {process.statistics.map((statistic) => (
            <div key={statistic.label} className="flex flex-col-reverse rounded-2xl bg-cream p-8 text-center">
              <dt className="mt-2 font-medium text-ink-muted">{statistic.label}</dt>
              <dd className="text-5xl font-extrabold text-jacaranda">{statistic.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section headingId="selling-points-heading" heading={process.sellingPointsHeading} className="py-20">
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {process.sellingPoints.map((point) => (
            <li
              key={point}
              className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink/5"
            >
              <CheckCircle2 className="h-6 w-6 flex-none text-jacaranda" aria-hidden="true" />
              <span className="font-medium">{point}</span>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction cta={process.cta} id="process-cta-heading" />
    </Layout>
  )
}

export default ProcessPage

export const Head: HeadFC<Queries.ProcessPageQuery> = ({ data, location }) => (
  <Seo
    title={data.siteJson?.process.hero.heading}
    description={data.siteJson?.process.hero.text}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query ProcessPage {
    siteJson {
      process {
        hero {
          heading
          text
        }
        stepsHeading
        stepLabel
        resultsHeading
        resultsIntro
        statistics {
          value
          label
        }
        sellingPointsHeading
        sellingPoints
        cta {
          ...CallToActionFields
        }
      }
    }
    processJson {
      steps {
        title
        description
        duration
      }
    }
  }
`
