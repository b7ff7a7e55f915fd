import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import IndexPage, { Head } from "../../src/pages/index"
import { content, homePageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"

// What the home page's texts lead to and how they are announced; the texts are routes.spec.ts's.
const { site, services } = content

describe("home page", () => {
  beforeEach(async () => {
    await renderPage(<IndexPage {...pageProps(homePageData)} />)
  })

  it("has the hero's picture, Book Your Shoot scrolling to the contact section and View Our Work linking the portfolio", async () => {
    expect(screen.getByRole("img", { name: site.hero.imageAlt })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: site.hero.workCta })).toHaveAttribute("href", "/portfolio/")
    const book = screen.getByRole("link", { name: site.hero.bookCta })
    expect(book).toHaveAttribute("href", "/#contact")
    await userEvent.setup().click(book)
    expect(navigate).toHaveBeenCalledWith("/#contact", { state: { smoothScroll: true } })
  })

  it("announces each service card by its title with its description", () => {
    const section = screen.getByRole("region", { name: site.servicesSection.heading })
    within(section)
      .getAllByRole("listitem")
      .forEach((card, index) => {
        expect(within(card).getByRole("heading")).toHaveAccessibleName(services[index].title)
        expect(within(card).getByRole("button")).toHaveAccessibleDescription(
          expect.stringContaining(services[index].description),
        )
      })
  })

  it("links the agency's email and phone in the contact section, and the privacy page from the footer", () => {
    const section = screen.getByRole("region", { name: site.contact.heading })
    expect(section).toHaveAttribute("id", "contact")
    expect(within(section).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    )
    expect(within(section).getByRole("link", { name: site.contact.phone })).toHaveAttribute(
      "href",
      `tel:${site.contact.phoneHref}`,
    )
    expect(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: site.footer.privacyLink }),
    ).toHaveAttribute("href", "/privacy/")
  })

  it("shows the collection notice under the form's Send button, with its link to the privacy page", () => {
    const form = screen.getByRole("form", { name: site.contact.formTitle })
    const link = within(form).getByRole("link", { name: site.contact.privacyLink })
    expect(link).toHaveAttribute("href", "/privacy/")
    const notice = link.closest("p")
    const [before, after] = site.contact.privacyNotice.split("{link}")
    expect(notice).toHaveTextContent(`${before}${site.contact.privacyLink}${after}`)
    // Under the form: after its last control, the Send button.
    const send = within(form).getByRole("button", { name: site.contact.labels.submit })
    expect(send.compareDocumentPosition(notice as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe("home page head", () => {
  it("has a title, description, canonical URL, Open Graph tags and LocalBusiness data", () => {
    const { container } = render(<Head {...pageProps(homePageData)} />)
    expect(container.querySelector("title")).toHaveTextContent(site.name)
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute("content", site.description)
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://roamcreative.com.au/",
    )
    expect(container.querySelector('meta[property="og:title"]')).toHaveAttribute("content", site.name)
    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.innerHTML ?? "{}",
    )
    expect(jsonLd).toMatchObject({
      "@type": "LocalBusiness",
      name: site.name,
      email: site.contact.email,
      address: {
        addressLocality: site.contact.address.locality,
        postalCode: site.contact.address.postalCode,
      },
    })
  })
})
