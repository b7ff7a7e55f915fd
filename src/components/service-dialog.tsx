import { Dialog } from "./dialog"
import { CheckList } from "./check-list"
import { Icon } from "./icon"
import { SectionLink } from "./section-link"

type ServiceDialogProps = {
  service: Queries.ServiceFieldsFragment | null
  section: Queries.ServicesSectionFieldsFragment
  onClose: () => void
}

export function ServiceDialog({ service, section, onClose }: ServiceDialogProps) {
  return (
    <Dialog isOpen={service !== null} onClose={onClose} titleId="service-dialog-title">
      {service && <ServiceDetails service={service} section={section} onClose={onClose} />}
    </Dialog>
  )
}

type ServiceDetailsProps = ServiceDialogProps & { service: Queries.ServiceFieldsFragment }

/** The dialog's content; the editor's preview shows it too. */
export function ServiceDetails({ service, section, onClose }: ServiceDetailsProps) {
  return (
    <>
      <span className="inline-flex rounded-xl bg-ink p-3 text-sun">
        <Icon name={service.icon} />
      </span>
      <h2 id="service-dialog-title" className="mt-4 pr-10 text-2xl font-bold">
        {service.title}
      </h2>
      <p className="mt-2 text-ink-muted">{service.description}</p>
      <p className="mt-4 leading-relaxed">{service.details}</p>
      <h3 className="mt-6 text-lg font-bold">{section.dialogFeaturesHeading}</h3>
      <CheckList items={service.features} className="mt-3" />
      <SectionLink
        section="contact"
        service={service.title}
        onNavigate={onClose}
        className="btn-primary mt-8 w-full sm:w-auto"
      >
        {section.dialogCta}
      </SectionLink>
    </>
  )
}
