import { Eye } from "lucide-react"
import { StretchedButton, type CardProps } from "./stretched-button"
import { staticPart } from "../lib/on-demand"

const ResponsiveImage = staticPart(() => import("./responsive-image"), "ResponsiveImage")

type ProjectCardProps = CardProps & {
  project: Queries.ProjectFieldsFragment
  /** Load the image at once and first (the card is above the fold). */
  priority?: boolean
}

/** The whole card opens the project; the button is its title, so its name is what the visitor reads. */
export function ProjectCard({ project, hint, onOpen, onPreload, priority = false }: ProjectCardProps) {
  const image = project.image.childImageSharp?.card
  const id = `project-${project.slug}`
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/5 transition focus-within:ring-2 focus-within:ring-ink hover:-translate-y-1 hover:shadow-xl">
      <div className="relative">
        {image && (
          <ResponsiveImage
            image={image}
            alt={project.imageAlt}
            priority={priority}
            className="aspect-[4/3]"
          />
        )}
        <span
          id={`${id}-category`}
          className="absolute left-4 top-4 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-cream"
        >
          {project.category}
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-ink/60 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-cream px-4 py-2 font-semibold text-ink">
            <Eye className="h-4 w-4" />
            {hint}
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-bold">
          <StretchedButton
            onOpen={onOpen}
            onPreload={onPreload}
            describedBy={`${id}-category ${id}-description`}
          >
            {project.title}
          </StretchedButton>
        </h2>
        <p id={`${id}-description`} className="mt-2 text-ink-muted">
          {project.description}
        </p>
      </div>
    </article>
  )
}
