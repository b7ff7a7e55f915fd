import { render, screen, within } from "@testing-library/react"
import PrivacyPage, { Head } from "../../src/pages/privacy"
import { RETENTION_TEXT } from "../../supabase/functions/_shared/retention"
import { content, privacyPageData } from "../support/content"
import { pageLocation, pageProps, renderPage } from "../support/render"

const { site, privacy } = content

/** A text as the visitor reads it: {email} is the agency's address (a link), the periods are the backend's. */
const asShown = (text: string) =>
  Object.entries({ ...RETENTION_TEXT, email: site.contact.email }).reduce(
    (shown, [name, value]) => shown.replaceAll(`{${name}}`, String(value)),
    text,
  )

const MONTHS = "January February March April May June July August September October November December".split(
  " ",
)

/** How the page states each period the enquiry backend keeps data for (supabase/functions/_shared/retention.ts). */
const PERIODS = {
  addressHours: `${RETENTION_TEXT.addressHours} hours`,
  spamDays: `${RETENTION_TEXT.spamDays} days`,
  enquiryMonths: `${RETENTION_TEXT.enquiryMonths} months`,
  backupDays: `${RETENTION_TEXT.backupDays} days`,
}

describe("privacy page", () => {
  beforeEach(() => {
    renderPage(<PrivacyPage {...pageProps(privacyPageData, pageLocation({ pathname: "/privacy/" }))} />)
  })

  it("shows the title, the last-updated date written out and the introduction from content/privacy.json", () => {
    expect(screen.getByRole("heading", { level: 1, name: privacy.title })).toBeInTheDocument()
    // Written out as Australians write a date: 2026-11-25 is 25 November 2026.
    const [year, month, day] = privacy.lastUpdated.split("-").map(Number)
    const writtenOut = `${day} ${MONTHS[month - 1]} ${year}`
    const date = screen.getByText(writtenOut)
    expect(date.tagName).toBe("TIME")
    expect(date).toHaveAttribute("datetime", privacy.lastUpdated)
    expect(date.parentElement).toHaveTextContent(`${privacy.lastUpdatedLabel}: ${writtenOut}`)
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

  it("says what the agency's real practice is: what is collected, where it is kept, who receives it", () => {
    const text = document.querySelector("main")?.textContent ?? ""
    for (const fact of [
      "IP address",
      "Supabase (a hosted PostgreSQL database)",
      "Resend",
      "Cloudflare",
      "no cookies",
      "Australian Privacy Principles",
    ])
      expect(text).toContain(fact)
    expect(text).not.toMatch(/user agent/i)
  })

  it("states each period the enquiry backend keeps data for as the backend applies it", () => {
    const text = document.querySelector("main")?.textContent ?? ""
    const written = JSON.stringify(privacy)
    for (const [placeholder, period] of Object.entries(PERIODS)) {
      // From the backend's value, never a number typed into the text that could drift from it.
      expect(written).toContain(`{${placeholder}}`)
      expect(text).toContain(period)
    }
    expect(text).not.toMatch(/\{\w+\}/)
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
