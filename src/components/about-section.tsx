import { graphql } from "gatsby"
import { Icon } from "./icon"
import { SECTIONS } from "../lib/constants"

type AboutSectionProps = { about: Queries.AboutFieldsFragment }

export function AboutSection({ about }: AboutSectionProps) {
  return (
    <section
      id={SECTIONS.about}
      aria-labelledby="about-heading"
      tabIndex={-1}
      className="py-20 focus:outline-none"
    >
      <div className="container-page">
        <h2 id="about-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {about.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{about.intro}</p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {about.cards.map((card) => (
            <li key={card.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
              <span className="inline-flex rounded-xl bg-jacaranda-soft p-3 text-jacaranda">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment AboutFields on SiteAbout {
    heading
    intro
    cards {
      title
      text
      icon
    }
  }
`
