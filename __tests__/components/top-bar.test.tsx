import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { TopBar } from "../../src/components/top-bar"
import { content } from "../support/content"
import { renderPage } from "../support/render"

const { site } = content
const { navigation } = site

describe("top bar", () => {
  it("links the logo home and Get Started to the process page", async () => {
    await renderPage(<TopBar />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(within(nav).getByRole("link", { name: site.name })).toHaveAttribute("href", "/")
    const getStarted = within(nav).getByRole("link", { name: navigation.getStarted })
    expect(getStarted).toHaveAttribute("href", "/process/")
  })

  it.each([
    [navigation.services, "/#services"],
    [navigation.about, "/#about"],
    [navigation.contact, "/#contact"],
  ])("%s links its home section and goes there with a smooth scroll", async (label, target) => {
    const user = userEvent.setup()
    await renderPage(<TopBar />)
    const link = within(screen.getByRole("navigation")).getByRole("link", { name: label })
    expect(link).toHaveAttribute("href", target)
    await user.click(link)
    expect(navigate).toHaveBeenCalledWith(target, { state: { smoothScroll: true } })
  })
})
