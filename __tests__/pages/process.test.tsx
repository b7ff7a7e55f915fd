import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import ProcessPage from "../../src/pages/process"
import { content, processPageData } from "../support/content"
import { pageLocation, pageProps, renderPage } from "../support/render"

const { site, steps } = content

describe("process page", () => {
  beforeEach(() => {
    renderPage(<ProcessPage {...pageProps(processPageData, pageLocation({ pathname: "/process" }))} />)
  })

  it("shows the hero", () => {
    expect(screen.getByRole("heading", { level: 1, name: site.process.hero.heading })).toBeInTheDocument()
    expect(screen.getByText(site.process.hero.text)).toBeInTheDocument()
  })

  it("lists the four steps in order with their numbers and durations", () => {
    const section = screen.getByRole("region", { name: "How We Work" })
    const items = within(section).getAllByRole("listitem")
    expect(items).toHaveLength(4)
    const expected = [
      ["Discovery & Planning", "1-2 days"],
      ["Creative Concept", "2-3 days"],
      ["Production Day", "4-8 hours"],
      ["Post-Production", "3-5 days"],
    ]
    items.forEach((item, index) => {
      const [title, duration] = expected[index]
      expect(within(item).getByRole("heading", { name: `Step ${index + 1}: ${title}` })).toBeInTheDocument()
      expect(within(item).getByText(String(index + 1))).toBeInTheDocument()
      expect(within(item).getByText(duration)).toBeInTheDocument()
      expect(within(item).getByText(steps[index].description)).toBeInTheDocument()
    })
  })

  it("shows the proven results", () => {
    const section = screen.getByRole("region", { name: "Proven Results" })
    for (const [value, label] of [
      ["3x", "Increase in social engagement"],
      ["250%", "Growth in brand awareness"],
      ["95%", "Client satisfaction rate"],
    ]) {
      expect(within(section).getByText(value)).toBeInTheDocument()
      expect(within(section).getByText(label)).toBeInTheDocument()
    }
  })

  it("lists the eight reasons businesses choose the agency", () => {
    const section = screen.getByRole("region", { name: site.process.sellingPointsHeading })
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Mobile studio with no studio rental costs",
      "Content ready within a week",
      "Multi-platform optimisation",
      "Professional equipment",
      "Local Brisbane knowledge",
      "Flexible scheduling",
      "Content strategy consultation included",
      "Unlimited revisions until satisfied",
    ])
  })

  it("Get In Touch goes to the home contact section", async () => {
    const user = userEvent.setup()
    await user.click(screen.getByRole("link", { name: "Get In Touch" }))
    expect(navigate).toHaveBeenCalledWith("/#contact", { state: { smoothScroll: true } })
  })

  it("shows the 2024 copyright", () => {
    expect(
      within(screen.getByRole("contentinfo")).getByText(`© 2024 ${site.name}. All rights reserved.`),
    ).toBeInTheDocument()
  })
})
