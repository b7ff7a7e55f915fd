import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "./section"
import { ServiceCard } from "./service-card"
import { useLazyDialog } from "../lib/lazy-dialog"
import { onDemand, onDemandComponent } from "../lib/on-demand"

const loadServiceDialog = onDemand(() => import("./service-dialog"))
const ServiceDialog = onDemandComponent(loadServiceDialog, "ServiceDialog")

type ServicesSectionProps = {
  section: Queries.ServicesSectionFieldsFragment
  services: readonly Queries.ServiceFieldsFragment[]
}

export function ServicesSection({ section, services }: ServicesSectionProps) {
  const dialog = useLazyDialog<Queries.ServiceFieldsFragment>(loadServiceDialog)
  return (
    <Section
      id="services"
      headingId="services-heading"
      heading={section.heading}
      intro={section.intro}
      className="bg-white py-20"
    >
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
      {dialog.mounted && (
        <React.Suspense fallback={null}>
          <ServiceDialog service={dialog.selected} section={section} onClose={dialog.close} />
        </React.Suspense>
      )}
    </Section>
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
