import type { ReactNode } from "react"
import { RETENTION_TEXT } from "../../supabase/functions/_shared/retention"
import { TemplateText } from "./template-text"

type PrivacySectionProps = {
  section: Pick<Queries.PrivacySection, "title" | "paragraphs" | "points">
  headingId: string
  /** What placeholders such as {email} become, besides the retention periods, which are the backend's. */
  parts: Record<string, ReactNode>
}

export function PrivacySection({ section, headingId, parts: own }: PrivacySectionProps) {
  const parts = { ...RETENTION_TEXT, ...own }
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed">
          <TemplateText template={paragraph} parts={parts} />
        </p>
      ))}
      {section.points && section.points.length > 0 && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-jacaranda">
          {section.points.map((point) => (
            <li key={point}>
              <TemplateText template={point} parts={parts} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
