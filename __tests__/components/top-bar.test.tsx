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
    expect(within(nav).getByRole("link", { name: navigation.getStarted })).toHaveAttribute(
      "href",
      "/process/",
    )
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

  it("opens the mobile menu and closes it after a choice", async () => {
    const user = userEvent.setup()
    await renderPage(<TopBar />)
    const toggle = screen.getByRole("button", { name: navigation.openMenu })
    expect(toggle).toHaveAttribute("aria-expanded", "false")

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle).toHaveAccessibleName(navigation.closeMenu)
    const menu = document.getElementById("mobile-menu")
    expect(menu).not.toBeNull()
    const menuLinks = within(menu as HTMLElement).getAllByRole("link")
    expect(menuLinks.map((link) => link.textContent)).toEqual([
      navigation.services,
      navigation.about,
      navigation.contact,
      navigation.getStarted,
    ])

    await user.click(within(menu as HTMLElement).getByRole("link", { name: navigation.about }))
    expect(document.getElementById("mobile-menu")).toBeNull()
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the mobile menu with its own button and with Escape", async () => {
    const user = userEvent.setup()
    await renderPage(<TopBar />)
    const toggle = screen.getByRole("button", { name: navigation.openMenu })
    await user.click(toggle)
    await user.click(toggle)
    expect(document.getElementById("mobile-menu")).toBeNull()
    await user.click(toggle)
    await user.keyboard("{Escape}")
    expect(document.getElementById("mobile-menu")).toBeNull()
  })
})
