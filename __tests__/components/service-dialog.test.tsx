import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import IndexPage from "../../src/pages/index"
import { content, homePageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"

const { services, site } = content
const { servicesSection } = site

/** A service's card in the Our Services section: the button named by its title. */
const cardOf = (service: (typeof services)[number]) =>
  within(screen.getByRole("region", { name: servicesSection.heading })).getByRole("button", {
    name: service.title,
  })

describe("service dialogs", () => {
  beforeEach(async () => {
    await renderPage(<IndexPage {...pageProps(homePageData)} />)
  })

  it.each(services.map((service) => [service.title, service]))(
    "%s opens with its details, its features and the call to action",
    async (_title, service) => {
      const user = userEvent.setup()
      await user.click(cardOf(service))

      const dialog = await screen.findByRole("dialog", { name: service.title })
      expect(within(dialog).getByText(service.details)).toBeInTheDocument()
      expect(
        within(dialog).getByRole("heading", { name: servicesSection.dialogFeaturesHeading }),
      ).toBeInTheDocument()
      const features = within(dialog).getAllByRole("listitem")
      expect(features.map((item) => item.textContent)).toEqual(service.features)
      expect(within(dialog).getByRole("link", { name: servicesSection.dialogCta })).toBeInTheDocument()
    },
  )

  it("closes with Escape and returns focus to the card that opened it", async () => {
    const user = userEvent.setup()
    const card = cardOf(services[0])
    await user.click(card)
    expect(await screen.findByRole("dialog")).toBeInTheDocument()

    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(card).toHaveFocus()
  })
})
