import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import IndexPage from "../../src/pages/index"
import { content, homePageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"

const { services, site } = content

describe("service dialogs", () => {
  beforeEach(() => {
    renderPage(<IndexPage {...pageProps(homePageData)} />)
  })

  it.each(services.map((service) => [service.title, service]))(
    "%s opens with its details, five features and the call to action",
    async (_title, service) => {
      const user = userEvent.setup()
      await user.click(screen.getByRole("button", { name: service.title }))

      const dialog = await screen.findByRole("dialog", { name: service.title })
      expect(within(dialog).getByText(service.details)).toBeInTheDocument()
      expect(within(dialog).getByRole("heading", { name: "What's Included" })).toBeInTheDocument()
      const features = within(dialog).getAllByRole("listitem")
      expect(features).toHaveLength(5)
      expect(features.map((item) => item.textContent)).toEqual(service.features)
      expect(within(dialog).getByRole("link", { name: "Get Started With This Service" })).toBeInTheDocument()
    },
  )

  it("closes with Escape and returns focus to the card that opened it", async () => {
    const user = userEvent.setup()
    const card = screen.getByRole("button", { name: services[0].title })
    await user.click(card)
    expect(await screen.findByRole("dialog")).toBeInTheDocument()

    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(card).toHaveFocus()
  })

  it("opens from the keyboard", async () => {
    const user = userEvent.setup()
    screen.getByRole("button", { name: services[2].title }).focus()
    await user.keyboard("{Enter}")
    expect(await screen.findByRole("dialog", { name: services[2].title })).toBeInTheDocument()
  })

  it("closes with the close button", async () => {
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: services[1].title }))
    await user.click(await screen.findByRole("button", { name: site.navigation.closeDialog }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("Get Started With This Service closes the dialog and goes to the contact section with the service", async () => {
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: services[3].title }))
    await user.click(await screen.findByRole("link", { name: "Get Started With This Service" }))

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith("/#contact", {
      state: { smoothScroll: true, service: services[3].title },
    })
  })
})
