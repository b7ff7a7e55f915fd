import { screen, within } from "@testing-library/react"
import IndexPage, { Head } from "../../src/pages/index"
import { content, homePageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"
import { render } from "@testing-library/react"

const { site, services } = content

describe("home page", () => {
  beforeEach(() => {
    renderPage(<IndexPage {...pageProps(homePageData)} />)
  })

  it("shows the hero with its tagline, headline and calls to action", () => {
    expect(screen.getByText(site.locationTagline)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: site.hero.headline })).toBeInTheDocument()
    expect(screen.getByText(site.hero.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: site.hero.bookCta })).toHaveAttribute("href", "/#contact")
    expect(screen.getByRole("link", { name: site.hero.workCta })).toHaveAttribute("href", "/portfolio/")
    expect(screen.getByRole("img", { name: site.hero.imageAlt })).toBeInTheDocument()
  })

  it("lists every service from content, each a card opening its dialog", () => {
    const section = screen.getByRole("region", { name: site.servicesSection.heading })
    const cards = within(section).getAllByRole("listitem")
    expect(cards).toHaveLength(services.length)
    // In the editors' order, each card its own service's.
    cards.forEach((card, index) => {
      const service = services[index]
      expect(within(card).getByRole("heading")).toHaveAccessibleName(service.title)
      expect(within(card).getByRole("button")).toHaveAccessibleDescription(
        expect.stringContaining(service.description),
      )
    })
  })

  it("shows every about card under its own heading", () => {
    const section = screen.getByRole("region", { name: site.about.heading })
    for (const card of site.about.cards) {
      expect(within(section).getByRole("heading", { name: card.title })).toBeInTheDocument()
    }
  })

  it("shows the contact section with its details and the form card", () => {
    const section = screen.getByRole("region", { name: site.contact.heading })
    expect(section).toHaveAttribute("id", "contact")
    expect(within(section).getByRole("heading", { name: site.contact.formTitle })).toBeInTheDocument()
    expect(within(section).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    )
    expect(within(section).getByRole("link", { name: site.contact.phone })).toHaveAttribute(
      "href",
      `tel:${site.contact.phoneHref}`,
    )
    expect(within(section).getByText(site.contact.location)).toBeInTheDocument()
  })

  it("shows the home page's copyright year and the agency tagline in the footer", () => {
    const footer = screen.getByRole("contentinfo")
    const { copyright, copyrightYears } = site.footer
    const notice = copyright.replace("{year}", String(copyrightYears.home)).replace("{name}", site.name)
    expect(within(footer).getByText(notice)).toBeInTheDocument()
    expect(within(footer).getByText(site.footer.tagline)).toBeInTheDocument()
  })

  it("shows the collection notice under the form's Send button, with its link to the privacy page", () => {
    const form = screen.getByRole("form", { name: site.contact.formTitle })
    const link = within(form).getByRole("link", { name: site.contact.privacyLink })
    expect(link).toHaveAttribute("href", "/privacy/")
    const notice = link.closest("p")
    const [before, after] = site.contact.privacyNotice.split("{link}")
    expect(notice).toHaveTextContent(`${before}${site.contact.privacyLink}${after}`)
    expect(notice).toBeVisible()
    // Under the form: after its last control, the Send button.
    const send = within(form).getByRole("button", { name: site.contact.labels.submit })
    expect(send.compareDocumentPosition(notice as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("links the privacy page from the footer", () => {
    expect(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: site.footer.privacyLink }),
    ).toHaveAttribute("href", "/privacy/")
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
