// The editor's preview pane, drawn by the site's own components with the site's CSS, so an editor
// sees a card and its dialog as a visitor will before saving. The dialogs' content is shown open,
// in the dialog's panel, since a modal cannot open inside the preview's frame.
import type { PreviewTemplateComponentProps } from "decap-cms-core"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"
import { Provider as TooltipProvider } from "@radix-ui/react-tooltip"
import site from "../../content/site.json"
import { ProjectCard } from "../components/project-card"
import { ProjectDetails } from "../components/project-dialog"
import { ServiceCard } from "../components/service-card"
import { ServiceDetails } from "../components/service-dialog"
import { ProcessStep } from "../components/process-step"
import { PrivacySection } from "../components/privacy-section"

type Project = Omit<Queries.ProjectFieldsFragment, "image"> & { image: string }

/** The entry being edited, as plain data with its slug; fields still empty in a new list item stay empty. */
function entryData<T>(entry: PreviewTemplateComponentProps["entry"]): Partial<T> {
  return { ...(entry.get("data")?.toJS() ?? {}), slug: String(entry.get("slug") ?? "new") } as Partial<T>
}

/** The picture the editor chose, in the shape the site's image component takes. */
function previewImage(url: string): IGatsbyImageData {
  return { layout: "fullWidth", width: 1600, height: 1200, images: { fallback: { src: url } } }
}

const ignore = () => undefined

/** One entry as a visitor meets it: its card, then its dialog's content open in the dialog's panel
 * (the panel has the classes of src/components/dialog.tsx). */
function cardAndDialog(title: string, card: React.ReactNode, details: React.ReactNode) {
  return (
    <Preview>
      <section className="mb-16" aria-label={title}>
        <div className="max-w-sm">{card}</div>
        <div className="relative mt-10 w-full max-w-2xl rounded-3xl bg-cream p-6 shadow-2xl sm:p-8">
          {details}
        </div>
      </section>
    </Preview>
  )
}

function Preview({ children }: { children: React.ReactNode }) {
  return (
    <TooltipProvider>
      <React.Suspense fallback={null}>
        <div className="bg-cream p-6 font-sans text-ink">{children}</div>
      </React.Suspense>
    </TooltipProvider>
  )
}

/** The project being edited (one file of content/projects/): its card, then its dialog's content. */
export function ProjectPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const project = entryData<Project>(entry)
  const image = previewImage(project.image ? getAsset(project.image).toString() : "")
  const shown = {
    ...project,
    deliverables: project.deliverables ?? [],
    image: { childImageSharp: { card: image, full: image } },
  } as Queries.ProjectFieldsFragment
  return cardAndDialog(
    shown.title,
    <ul className="grid">
      <li>
        <ProjectCard project={shown} hint={site.portfolio.cardHint} onOpen={ignore} />
      </li>
    </ul>,
    <ProjectDetails project={shown} labels={site.portfolio} onClose={ignore} />,
  )
}

/** The service being edited (one file of content/services/): its card, then its dialog's content. */
export function ServicePreview({ entry }: PreviewTemplateComponentProps) {
  const service = entryData<Queries.ServiceFieldsFragment>(entry)
  const shown = { ...service, features: service.features ?? [] } as Queries.ServiceFieldsFragment
  return cardAndDialog(
    shown.title,
    <ServiceCard service={shown} hint={site.servicesSection.cardHint} onOpen={ignore} onPreload={ignore} />,
    <ServiceDetails service={shown} section={site.servicesSection} onClose={ignore} />,
  )
}

export function ProcessPreview({ entry }: PreviewTemplateComponentProps) {
  const steps = entryData<Queries.ProcessJson>(entry).steps ?? []
  return (
    <Preview>
      <ol className="grid gap-6 md:grid-cols-2">
        {steps.map((step, index) => (
          <ProcessStep key={index} step={step} number={index + 1} stepLabel={site.process.stepLabel} />
        ))}
      </ol>
    </Preview>
  )
}

export function PrivacyPreview({ entry }: PreviewTemplateComponentProps) {
  const privacy = entryData<Queries.PrivacyJson>(entry)
  const email = <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
  return (
    <Preview>
      <div className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight">{privacy.title}</h1>
        <p className="mt-8 text-lg leading-relaxed">{privacy.intro}</p>
        {(privacy.sections ?? []).map((section, index) => (
          <PrivacySection
            key={index}
            section={{ ...section, paragraphs: section.paragraphs ?? [] }}
            headingId={`privacy-preview-${index + 1}`}
            parts={{ email }}
          />
        ))}
      </div>
    </Preview>
  )
}
