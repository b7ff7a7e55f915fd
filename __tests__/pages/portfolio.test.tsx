import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { inlineSourcesOf } from "../../src/node/inline-sources"
import { headerRules, headersFile } from "../../src/node/security-headers"
import PortfolioPage, { Head } from "../../src/pages/portfolio"
import { content, portfolioPageData, projectNodes } from "../support/content"
import { pageProps, prerender, renderPage } from "../support/render"

const { projects, site } = content

const { portfolio } = site
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]))

/** Each project card on the page, in the page's order. */
const cards = () =>
  within(within(screen.getByRole("region", { name: portfolio.heading })).getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => within(item))

/** The dialog's facts, label to value, as a visitor reads the list. */
function facts(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole("term")
  const definitions = within(dialog).getAllByRole("definition")
  return Object.fromEntries(terms.map((term, index) => [term.textContent, definitions[index].textContent]))
}

/** The paragraph under one of the dialog's headings. */
const paragraphUnder = (dialog: HTMLElement, heading: string) =>
  within(dialog).getByRole("heading", { name: heading }).nextElementSibling

describe("portfolio page", () => {
  beforeEach(async () => {
    await renderPage(<PortfolioPage {...pageProps(portfolioPageData, "/portfolio")} />)
  })

  it("links back home and announces each project's card by its title, category and description, with its picture", () => {
    expect(screen.getByRole("link", { name: portfolio.backLink })).toHaveAttribute("href", "/")
    cards().forEach((card, index) => {
      const project = projects[index]
      const button = card.getByRole("button")
      expect(button).toHaveAccessibleName(project.title)
      expect(button).toHaveAccessibleDescription(`${project.category} ${project.description}`)
      expect(card.getByRole("img", { name: project.imageAlt })).toBeInTheDocument()
    })
  })

  it.each(projects.map((project, index) => [project.title, index] as const))(
    "%s opens a dialog with every field of the project",
    async (_title, index) => {
      const project = projects[index]
      const user = userEvent.setup()
      await user.click(cards()[index].getByRole("button"))

      const dialog = await screen.findByRole("dialog", { name: project.title })
      const d = within(dialog)
      const rated = fill(portfolio.ratingLabel, { rating: project.rating })
      expect(d.getByRole("img", { name: rated })).toBeInTheDocument()
      expect(d.getAllByTestId("rating-star")).toHaveLength(project.rating)
      // The category badge sits under the dialog's title.
      expect(d.getByRole("heading", { level: 2 }).nextElementSibling).toHaveTextContent(project.category)
      expect(d.getByRole("img", { name: project.imageAlt })).toBeInTheDocument()
      expect(facts(dialog)).toEqual({
        [portfolio.clientLabel]: project.client,
        [portfolio.locationLabel]: project.location,
        [portfolio.dateLabel]: project.date,
        [portfolio.teamSizeLabel]: fill(portfolio.teamSizeUnit, { count: project.teamSize }),
      })
      expect(paragraphUnder(dialog, portfolio.overviewHeading)).toHaveTextContent(project.fullDescription)
      const deliverables = within(paragraphUnder(dialog, portfolio.deliverablesHeading) as HTMLElement)
      expect(deliverables.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
        project.deliverables,
      )
      expect(paragraphUnder(dialog, portfolio.challengeHeading)).toHaveTextContent(project.challenge)
      expect(paragraphUnder(dialog, portfolio.solutionHeading)).toHaveTextContent(project.solution)
    },
  )

  it("the page's call to action goes to the home contact section", async () => {
    const user = userEvent.setup()
    const cta = screen.getByRole("link", { name: portfolio.cta.button })
    expect(cta).toHaveAttribute("href", "/#contact")
    await user.click(cta)
    expect(navigate).toHaveBeenCalledWith("/#contact", { state: { smoothScroll: true } })
  })
})

describe("portfolio head", () => {
  it("has the page title and its canonical URL", () => {
    const { container } = render(<Head {...pageProps(portfolioPageData, "/portfolio/")} />)
    expect(container.querySelector("title")).toHaveTextContent(`${portfolio.heading} | ${site.name}`)
    const canonical = container.querySelector('link[rel="canonical"]')
    expect(canonical).toHaveAttribute("href", "https://roamcreative.com.au/portfolio/")
  })
})

describe("a portfolio ten times today's", () => {
  it("keeps the site's Content-Security-Policy within the line Cloudflare accepts, every picture with its own placeholder colour", async () => {
    const projects = Array.from({ length: 60 }, (_, index) => {
      const model = projectNodes[index % projectNodes.length]
      const colour = `#${(index * 0x040507 + 0x101010).toString(16).padStart(6, "0").slice(-6)}`
      const image = { ...model.image.childImageSharp.card, backgroundColor: colour }
      return {
        ...model,
        slug: `${model.slug}-${index}`,
        title: `${model.title} ${index}`,
        image: { childImageSharp: { card: image, full: image } },
      }
    })
    const data = { ...portfolioPageData, allProjectsJson: { nodes: projects } } as typeof portfolioPageData
    // The bytes the build writes (React escapes markup in attributes; the DOM's innerHTML does not).
    const html = await prerender(<PortfolioPage {...pageProps(data)} />)
    expect(new Set(html.match(/background-color:[^;"]*/g)).size).toBe(60)
    const file = headersFile(
      headerRules({ functionOrigin: "https://abcd.supabase.co", inline: inlineSourcesOf(html, "portfolio") }),
    )
    expect(file).toContain("style-src-attr 'unsafe-inline'")
  })
})
