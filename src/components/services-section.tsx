import * as React from "react"
import { graphql } from "gatsby"
import { ServiceCard } from "./service-card"
import { SECTIONS } from "../lib/constants"
import { useLazyDialog } from "../hooks/use-lazy-dialog"
import { onDemand, onDemandComponent } from "../lib/on-demand"

// The dialog (and react-modal) load when a visitor first reaches for a card, not with the page.
const loadServiceDialog = onDemand(() => import("./service-dialog"))
const ServiceDialog = onDemandComponent(loadServiceDialog, (module) => module.ServiceDialog)

type ServicesSectionProps = {
  section: Queries.ServicesSectionFieldsFragment
  services: readonly Queries.ServiceFieldsFragment[]
}

export function ServicesSection({ section, services }: ServicesSectionProps) {
  const dialog = useLazyDialog<Queries.ServiceFieldsFragment>(loadServiceDialog)
  return (
    <section
      id={SECTIONS.services}
      aria-labelledby="services-heading"
      tabIndex={-1}
      className="bg-white py-20 focus:outline-none"
    >
      <div className="container-page">
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {section.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{section.intro}</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard
                service={service}
                hint={section.cardHint}
                onOpen={() => dialog.open(service)}
                onPreload={dialog.preload}
              />
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

  fragment ServiceFields on Service {
    slug
    title
    description
    details
    features
    icon
  }
`
