import { graphql } from "gatsby"
import { Icon } from "./icon"
import { Section } from "./section"

export function AboutSection({ about }: { about: Queries.AboutFieldsFragment }) {
  return (
    <Section
      id="about"
      headingId="about-heading"
      heading={about.heading}
      intro={about.intro}
      className="py-20"
    >
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
    </Section>
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
