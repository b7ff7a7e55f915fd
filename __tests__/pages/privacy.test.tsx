import { render, screen, within } from "@testing-library/react"
import PrivacyPage, { Head } from "../../src/pages/privacy"
import { content, privacyPageData } from "../support/content"
import { pageLocation, pageProps, renderPage } from "../support/render"

const { site, privacy } = content

/** A text as the visitor reads it: {email} is the agency's address (a link). */
const asShown = (text: string) => text.replaceAll("{email}", site.contact.email)

describe("privacy page", () => {
  beforeEach(() => {
    renderPage(<PrivacyPage {...pageProps(privacyPageData, pageLocation({ pathname: "/privacy/" }))} />)
  })

  it("shows the title, the last-updated date written out and the introduction from content/privacy.json", () => {
    expect(screen.getByRole("heading", { level: 1, name: privacy.title })).toBeInTheDocument()
    const date = screen.getByText("25 November 2026")
    expect(date.tagName).toBe("TIME")
    expect(date).toHaveAttribute("datetime", privacy.lastUpdated)
    expect(date.parentElement).toHaveTextContent(`${privacy.lastUpdatedLabel}: 25 November 2026`)
    expect(screen.getByText(privacy.intro)).toBeInTheDocument()
  })

  it("shows every section under its own second-level heading, in order, with its paragraphs and list", () => {
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      privacy.sections.map((section) => section.title),
    )
    for (const section of privacy.sections) {
      const region = screen.getByRole("region", { name: section.title })
      const paragraphs = [...region.querySelectorAll("p")].map((paragraph) => paragraph.textContent)
      expect(paragraphs).toEqual(section.paragraphs.map(asShown))
      const points = within(region)
        .queryAllByRole("listitem")
        .map((item) => item.textContent)
      expect(points).toEqual((section.points ?? []).map(asShown))
    }
  })

  it("says what the agency's real practice is: what is collected, where it is kept, for how long, who receives it", () => {
    const text = document.querySelector("main")?.textContent ?? ""
    for (const fact of [
      "IP address",
      "user agent",
      "Supabase (a hosted PostgreSQL database)",
      "Resend",
      "Cloudflare",
      "no cookies",
      "30 days",
      "24 months",
      "Australian Privacy Principles",
    ])
      expect(text).toContain(fact)
  })

  it("links the agency's email address for access and deletion requests", () => {
    const region = screen.getByRole("region", { name: "Access, correction and deletion" })
    expect(within(region).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    )
    expect(document.body).not.toHaveTextContent("{email}")
  })

  it("has the footer with the copyright and the privacy link", () => {
    const footer = screen.getByRole("contentinfo")
    expect(
      within(footer).getByText(`© ${site.footer.copyrightYears.home} ${site.name}. All rights reserved.`),
    ).toBeInTheDocument()
    expect(within(footer).getByRole("link", { name: site.footer.privacyLink })).toHaveAttribute(
      "href",
      "/privacy/",
    )
  })
})

describe("privacy head", () => {
  it("has the page title, description and canonical URL", () => {
    const { container } = render(
      <Head {...pageProps(privacyPageData, pageLocation({ pathname: "/privacy/" }))} />,
    )
    expect(container.querySelector("title")).toHaveTextContent(`${privacy.title} | ${site.name}`)
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      privacy.description,
    )
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://roamcreative.com.au/privacy/",
    )
  })
})
