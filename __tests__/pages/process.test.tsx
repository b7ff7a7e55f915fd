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

  it("lists the steps in order, each numbered with its label and showing its duration", () => {
    const section = screen.getByRole("region", { name: site.process.stepsHeading })
    const items = within(section).getAllByRole("listitem")
    expect(items).toHaveLength(steps.length)
    items.forEach((item, index) => {
      const step = steps[index]
      const label = site.process.stepLabel.replace("{number}", String(index + 1))
      expect(within(item).getByRole("heading", { name: `${label}: ${step.title}` })).toBeInTheDocument()
      expect(within(item).getByText(String(index + 1))).toBeInTheDocument()
      expect(within(item).getByText(step.duration)).toBeInTheDocument()
      expect(within(item).getByText(step.description)).toBeInTheDocument()
    })
  })

  it("shows each statistic with its label", () => {
    const section = screen.getByRole("region", { name: site.process.resultsHeading })
    for (const { value, label } of site.process.statistics) {
      expect(within(section).getByText(value)).toBeInTheDocument()
      expect(within(section).getByText(label)).toBeInTheDocument()
    }
  })

  it("lists the reasons businesses choose the agency, in order", () => {
    const section = screen.getByRole("region", { name: site.process.sellingPointsHeading })
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(site.process.sellingPoints)
  })

  it("its call to action goes to the home contact section", async () => {
    const user = userEvent.setup()
    await user.click(screen.getByRole("link", { name: site.process.cta.button }))
    expect(navigate).toHaveBeenCalledWith("/#contact", { state: { smoothScroll: true } })
  })

  it("shows the 2024 copyright", () => {
    expect(
      within(screen.getByRole("contentinfo")).getByText(`© 2024 ${site.name}. All rights reserved.`),
    ).toBeInTheDocument()
  })
})
