import { render, screen } from "@testing-library/react"
import EnquirySentPage, { Head as SentHead } from "../../src/pages/enquiry-sent"
import EnquiryNotSentPage, { Head as NotSentHead } from "../../src/pages/enquiry-not-sent"
import { ENQUIRY_RESULT_PAGES } from "../../supabase/functions/_shared/enquiry-fields"
import { content, siteJson } from "../support/content"
import { pageProps, renderPage } from "../support/render"

const { sent, notSent } = content.site.enquiryResult
const data = { siteJson } as never

describe("the plain form's result pages", () => {
  it("says the message was sent and links back to the site", async () => {
    await renderPage(<EnquirySentPage {...pageProps(data, ENQUIRY_RESULT_PAGES.sent)} />)
    expect(screen.getByRole("heading", { level: 1, name: sent.heading })).toBeInTheDocument()
    expect(screen.getByText(sent.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: sent.backLink })).toHaveAttribute("href", "/")
  })

  it("says the message was not sent, with the agency's email and phone and the way back to the form", async () => {
    await renderPage(<EnquiryNotSentPage {...pageProps(data, ENQUIRY_RESULT_PAGES.notSent)} />)
    expect(screen.getByRole("heading", { level: 1, name: notSent.heading })).toBeInTheDocument()
    expect(screen.getByText(notSent.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: content.site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${content.site.contact.email}`,
    )
    expect(screen.getByRole("link", { name: content.site.contact.phone })).toHaveAttribute(
      "href",
      `tel:${content.site.contact.phoneHref}`,
    )
    expect(screen.getByRole("link", { name: notSent.backLink })).toHaveAttribute("href", "/#contact")
  })

  it("keeps both pages out of search results", () => {
    for (const [Head, path, title] of [
      [SentHead, ENQUIRY_RESULT_PAGES.sent, sent.title],
      [NotSentHead, ENQUIRY_RESULT_PAGES.notSent, notSent.title],
    ] as const) {
      const { container, unmount } = render(
        <Head data={data} location={{ pathname: path }} params={{}} pageContext={{}} serverData={{}} />,
      )
      expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex")
      expect(container.querySelector("title")).toHaveTextContent(title)
      unmount()
    }
  })
})
