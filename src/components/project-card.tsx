import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Eye } from "lucide-react"

type ProjectCardProps = {
  project: Queries.ProjectFieldsFragment
  hint: string
  onOpen: () => void
  /** Warms the dialog's code when the card is pointed at or focused. */
  onPreload?: () => void
}

export function ProjectCard({ project, hint, onOpen, onPreload }: ProjectCardProps) {
  const image = getImage(project.image.childImageSharp?.card ?? null)
  const id = `project-${project.projectId}`
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      aria-haspopup="dialog"
      // Named by the title alone; category and summary are read as its description.
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-category ${id}-description`}
      className="group flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-ink/5 transition hover:-translate-y-1 hover:shadow-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      <span className="relative block">
        {image && <GatsbyImage image={image} alt={project.imageAlt} className="aspect-[4/3] w-full" />}
        <span id={`${id}-category`} className="absolute left-4 top-4 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-cream">
          {project.category}
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-ink/60 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-cream px-4 py-2 font-semibold text-ink">
            <Eye className="h-4 w-4" />
            {hint}
          </span>
        </span>
      </span>
      <span className="flex flex-1 flex-col p-6">
        <span id={`${id}-title`} className="text-xl font-bold">
          {project.title}
        </span>
        <span id={`${id}-description`} className="mt-2 text-ink-muted">
          {project.description}
        </span>
      </span>
    </button>
  )
}
