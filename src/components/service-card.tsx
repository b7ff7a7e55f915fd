import { ArrowRight } from "lucide-react"
import { StretchedButton, type CardProps } from "./stretched-button"
import { staticPart } from "../lib/on-demand"

const Icon = staticPart(() => import("./icon"), "Icon")

type ServiceCardProps = CardProps & { service: Queries.ServiceFieldsFragment }

export function ServiceCard({ service, hint, onOpen, onPreload }: ServiceCardProps) {
  const descriptionId = `service-${service.slug}-description`
  return (
    <article className="group relative flex h-full flex-col items-start rounded-2xl border border-ink/10 bg-cream p-6 transition focus-within:ring-2 focus-within:ring-ink focus-within:ring-offset-2 hover:-translate-y-1 hover:shadow-lg">
      <div className="rounded-xl bg-ink p-3 text-sun">
        <Icon name={service.icon} />
      </div>
      <h3 className="mt-5 text-xl font-bold">
        <StretchedButton onOpen={onOpen} onPreload={onPreload} describedBy={descriptionId}>
          {service.title}
        </StretchedButton>
      </h3>
      <p id={descriptionId} className="mt-2 flex-1 text-ink-muted">
        {service.description}
      </p>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 font-semibold text-sun-text">
        {hint}
        <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
      </span>
    </article>
  )
}
