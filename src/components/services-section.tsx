import * as React from "react"
import { graphql } from "gatsby"
import { ArrowRight } from "lucide-react"
import { Icon } from "./icon"
import { SECTIONS } from "../lib/constants"
import { useLazyDialog } from "../hooks/use-lazy-dialog"

// The dialog (and react-modal) load when a visitor first reaches for a card, not with the page.
const loadServiceDialog = () => import("./service-dialog")
const ServiceDialog = React.lazy(() => loadServiceDialog().then((module) => ({ default: module.ServiceDialog })))

type ServicesSectionProps = {
  section: Queries.ServicesSectionFieldsFragment
  services: readonly Queries.ServiceFieldsFragment[]
}

export function ServicesSection({ section, services }: ServicesSectionProps) {
  const dialog = useLazyDialog<Queries.ServiceFieldsFragment>(loadServiceDialog)
  return (
    <section id={SECTIONS.services} aria-labelledby="services-heading" tabIndex={-1} className="bg-white py-20 focus:outline-none">
      <div className="container-page">
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {section.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{section.intro}</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <button
                type="button"
                onClick={() => dialog.open(service)}
                onPointerEnter={dialog.preload}
                onFocus={dialog.preload}
                aria-haspopup="dialog"
                aria-labelledby={`service-${service.slug}-title`}
                aria-describedby={`service-${service.slug}-description`}
                className="group flex h-full w-full flex-col items-start rounded-2xl border border-ink/10 bg-cream p-6 text-left transition hover:-translate-y-1 hover:shadow-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                <span className="rounded-xl bg-ink p-3 text-sun">
                  <Icon name={service.icon} />
                </span>
                <h3 id={`service-${service.slug}-title`} className="mt-5 text-xl font-bold">
                  {service.title}
                </h3>
                <p id={`service-${service.slug}-description`} className="mt-2 flex-1 text-ink-muted">
                  {service.description}
                </p>
                <span className="mt-5 inline-flex items-center gap-1 font-semibold text-sun-text">
                  {section.cardHint}
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {dialog.mounted && (
        <React.Suspense fallback={null}>
          <ServiceDialog service={dialog.selected} section={section} onClose={dialog.close} />
        </React.Suspense>
      )}
    </section>
  )
}

export const query = graphql`
  fragment ServicesSectionFields on SiteServicesSection {
    heading
    intro
    cardHint
    dialogFeaturesHeading
    dialogCta
  }

  fragment ServiceFields on ServicesJson {
    slug
    title
    description
    details
    features
    icon
  }
`
