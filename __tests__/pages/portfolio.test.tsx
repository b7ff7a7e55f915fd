import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { inlineSourcesOf } from "../../src/node/inline-sources"
import { headerRules, headersFile } from "../../src/node/security-headers"
import PortfolioPage, { Head } from "../../src/pages/portfolio"
import { content, portfolioPageData, projectNodes } from "../support/content"
import { pageLocation, pageProps, renderPage } from "../support/render"

const { projects, site } = content

describe("portfolio page", () => {
  beforeEach(() => {
    renderPage(<PortfolioPage {...pageProps(portfolioPageData, pageLocation({ pathname: "/portfolio" }))} />)
  })

  it("shows the back link, heading and six project cards", () => {
    expect(screen.getByRole("link", { name: site.portfolio.backLink })).toHaveAttribute("href", "/")
    expect(screen.getByRole("heading", { level: 1, name: site.portfolio.heading })).toBeInTheDocument()
    expect(screen.getAllByText("Click to view details")).toHaveLength(6)
    for (const project of projects) {
      const button = screen.getByRole("button", { name: project.title })
      expect(button).toHaveAccessibleDescription(`${project.category} ${project.description}`)
      const card = button.closest("article") as HTMLElement
      expect(within(card).getByText(project.title)).toBeInTheDocument()
      expect(within(card).getByText(project.category)).toBeInTheDocument()
      expect(within(card).getByText(project.description)).toBeInTheDocument()
      expect(within(card).getByRole("img", { name: project.imageAlt })).toBeInTheDocument()
    }
  })

  it.each(projects.map((project) => [project.title, project]))(
    "%s opens a dialog with every field of the project",
    async (_title, project) => {
      const user = userEvent.setup()
      await user.click(screen.getByRole("button", { name: project.title }))

      const dialog = await screen.findByRole("dialog", { name: project.title })
      const d = within(dialog)
      expect(d.getByText(project.category)).toBeInTheDocument()
      expect(d.getByRole("img", { name: `Rated ${project.rating} out of 5` })).toBeInTheDocument()
      expect(d.getAllByTestId("rating-star")).toHaveLength(project.rating)
      expect(d.getByRole("img", { name: project.imageAlt })).toBeInTheDocument()
      for (const value of [
        project.client,
        project.location,
        project.date,
        `${project.teamSize} person team`,
      ]) {
        expect(d.getByText(value)).toBeInTheDocument()
      }
      for (const heading of ["Project Overview", "Deliverables", "Challenge", "Our Solution"]) {
        expect(d.getByRole("heading", { name: heading })).toBeInTheDocument()
      }
      expect(d.getByText(project.fullDescription)).toBeInTheDocument()
      for (const deliverable of project.deliverables) expect(d.getByText(deliverable)).toBeInTheDocument()
      expect(d.getByText(project.challenge)).toBeInTheDocument()
      expect(d.getByText(project.solution)).toBeInTheDocument()
    },
  )

  it("closes the dialog with Escape and returns focus to the card", async () => {
    const user = userEvent.setup()
    const card = screen.getByRole("button", { name: projects[2].title })
    await user.click(card)
    expect(await screen.findByRole("dialog")).toBeInTheDocument()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(card).toHaveFocus()
  })

  it("Start Similar Project closes the dialog and goes to the home contact section", async () => {
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: projects[0].title }))
    await user.click(await screen.findByRole("link", { name: "Start Similar Project" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith("/#contact", { state: { smoothScroll: true } })
  })

  it("Start Your Project goes to the home contact section", async () => {
    const user = userEvent.setup()
    const cta = screen.getByRole("link", { name: "Start Your Project" })
    expect(cta).toHaveAttribute("href", "/#contact")
    await user.click(cta)
    expect(navigate).toHaveBeenCalledWith("/#contact", { state: { smoothScroll: true } })
  })

  it("shows the 2024 copyright", () => {
    expect(
      within(screen.getByRole("contentinfo")).getByText(`© 2024 ${site.name}. All rights reserved.`),
    ).toBeInTheDocument()
  })
})

describe("portfolio head", () => {
  it("has the page title and its canonical URL", () => {
    const { container } = render(
      <Head {...pageProps(portfolioPageData, pageLocation({ pathname: "/portfolio/" }))} />,
    )
    expect(container.querySelector("title")).toHaveTextContent(`${site.portfolio.heading} | ${site.name}`)
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://roamcreative.com.au/portfolio/",
    )
  })
})

describe("a portfolio ten times today's", () => {
  it("keeps the site's Content-Security-Policy within the line Cloudflare accepts, every picture with its own placeholder colour", () => {
    const projects = Array.from({ length: 60 }, (_, index) => {
      const model = projectNodes[index % projectNodes.length]
      const colour = `#${(index * 0x040507 + 0x101010).toString(16).padStart(6, "0").slice(-6)}`
      const image = { ...model.image.childImageSharp.card, backgroundColor: colour }
      return {
        ...model,
        id: `${model.id}-${index}`,
        title: `${model.title} ${index}`,
        image: { childImageSharp: { card: image, full: image } },
      }
    })
    const data = { ...portfolioPageData, projectsJson: { projects } } as typeof portfolioPageData
    const html = renderPage(<PortfolioPage {...pageProps(data)} />).container.innerHTML
    expect(new Set(html.match(/background-color: rgb\([^)]*\)/g)).size).toBe(60)
    const file = headersFile(
      headerRules({ functionOrigin: "https://abcd.supabase.co", inline: inlineSourcesOf(html) }),
    )
    expect(file).toContain("style-src-attr 'unsafe-inline'")
  })
})
