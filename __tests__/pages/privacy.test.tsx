import { render, screen, within } from "@testing-library/react"
import PrivacyPage, { Head } from "../../src/pages/privacy"
import { RETENTION_TEXT } from "../../supabase/functions/_shared/retention"
import { content, privacyPageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"

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

describe("privacy page", () => {
  beforeEach(async () => {
    await renderPage(<PrivacyPage {...pageProps(privacyPageData, "/privacy/")} />)
  })

  it("writes out the last-updated date", () => {
    // Written out as Australians write a date: 2026-11-25 is 25 November 2026.
    const [year, month, day] = privacy.lastUpdated.split("-").map(Number)
    const writtenOut = `${day} ${MONTHS[month - 1]} ${year}`
    const date = screen.getByText(writtenOut)
    expect(date.tagName).toBe("TIME")
    expect(date).toHaveAttribute("datetime", privacy.lastUpdated)
    expect(date.parentElement).toHaveTextContent(`${privacy.lastUpdatedLabel}: ${writtenOut}`)
  })

  it("shows every section under its own heading, with its paragraphs and list, each period as the backend applies it", () => {
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

  it("links the agency's email address wherever the policy gives it", () => {
    const giving = privacy.sections.filter((section) =>
      [...section.paragraphs, ...(section.points ?? [])].some((text) => text.includes("{email}")),
    )
    for (const section of giving)
      expect(
        within(screen.getByRole("region", { name: section.title })).getByRole("link", {
          name: site.contact.email,
        }),
      ).toHaveAttribute("href", `mailto:${site.contact.email}`)
    expect(document.body).not.toHaveTextContent("{email}")
  })
})

describe("privacy head", () => {
  it("has the page title, description and canonical URL", () => {
    const { container } = render(<Head {...pageProps(privacyPageData, "/privacy/")} />)
    expect(container.querySelector("title")).toHaveTextContent(`${privacy.title} | ${site.name}`)
    const [description, canonical] = ['meta[name="description"]', 'link[rel="canonical"]'].map((tag) =>
      container.querySelector(tag),
    )
    expect(description).toHaveAttribute("content", privacy.description)
    expect(canonical).toHaveAttribute("href", "https://roamcreative.com.au/privacy/")
  })
})
