import { Calendar, MapPin, User, Users } from "lucide-react"
import { Dialog } from "./dialog"
import { ResponsiveImage } from "./responsive-image"
import { StarRating } from "./star-rating"
import { CheckList } from "./check-list"
import { SectionLink } from "./section-link"
import { fill } from "../lib/format"

type ProjectDialogProps = {
  project: Queries.ProjectFieldsFragment | null
  labels: Queries.PortfolioLabelsFragment
  onClose: () => void
}

export function ProjectDialog({ project, labels, onClose }: ProjectDialogProps) {
  return (
    <Dialog isOpen={project !== null} onClose={onClose} titleId="project-dialog-title">
      {project && <ProjectDetails project={project} labels={labels} onClose={onClose} />}
    </Dialog>
  )
}

type ProjectDetailsProps = ProjectDialogProps & { project: Queries.ProjectFieldsFragment }

/** The dialog's content; the editor's preview shows it too. */
export function ProjectDetails({ project, labels, onClose }: ProjectDetailsProps) {
  const image = project.image.childImageSharp?.full
  const facts = [
    { icon: User, label: labels.clientLabel, value: project.client },
    { icon: MapPin, label: labels.locationLabel, value: project.location },
    { icon: Calendar, label: labels.dateLabel, value: project.date },
    {
      icon: Users,
      label: labels.teamSizeLabel,
      value: fill(labels.teamSizeUnit, { count: project.teamSize }),
    },
  ]
  return (
    <>
      <h2 id="project-dialog-title" className="pr-10 text-2xl font-bold">
        {project.title}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-cream">
          {project.category}
        </span>
        <StarRating rating={project.rating} label={fill(labels.ratingLabel, { rating: project.rating })} />
      </div>
      {image && (
        <div className="mt-6 overflow-hidden rounded-2xl">
          <ResponsiveImage image={image} alt={project.imageAlt} />
        </div>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-4">
        {facts.map(({ icon: Glyph, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-sm text-ink-muted">
              <Glyph className="h-4 w-4 flex-none text-sun-text" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-0.5 pl-6 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-8 text-lg font-bold">{labels.overviewHeading}</h3>
      <p className="mt-2 leading-relaxed">{project.fullDescription}</p>
      <h3 className="mt-6 text-lg font-bold">{labels.deliverablesHeading}</h3>
      <CheckList items={project.deliverables} className="mt-2" />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-lg font-bold">{labels.challengeHeading}</h3>
          <p className="mt-2 leading-relaxed">{project.challenge}</p>
        </div>
        <div>
          <h3 className="text-lg font-bold">{labels.solutionHeading}</h3>
          <p className="mt-2 leading-relaxed">{project.solution}</p>
        </div>
      </div>
      <SectionLink section="contact" onNavigate={onClose} className="btn-primary mt-8 w-full sm:w-auto">
        {labels.dialogCta}
      </SectionLink>
    </>
  )
}
