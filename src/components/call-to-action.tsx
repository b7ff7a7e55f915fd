import { graphql } from "gatsby"
import { SectionLink } from "./section-link"

export function CallToAction({ cta, id }: { cta: Queries.CallToActionFieldsFragment; id: string }) {
  return (
    <section aria-labelledby={id} className="py-20">
      <div className="container-page">
        <div className="rounded-3xl bg-ink px-6 py-14 text-center text-cream sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-cream/80">{cta.text}</p>
          <SectionLink section="contact" className="btn-primary mt-8">
            {cta.button}
          </SectionLink>
        </div>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment CallToActionFields on SiteCallToAction {
    heading
    text
    button
  }
`
