import { act, screen } from "@testing-library/react"
import IndexPage from "../../src/pages/index"
import { content, homePageData } from "../support/content"
import { pageLocation, pageProps, renderPage } from "../support/render"

describe("arriving on the home page from a section link", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("scrolls to the section 100 ms after the page renders", () => {
    const location = pageLocation({ hash: "#about", key: "k1", state: { smoothScroll: true } })
    renderPage(<IndexPage {...pageProps(homePageData, location)} />)
    const about = screen.getByRole("region", { name: content.site.about.heading })

    expect(about.scrollIntoView).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(100))
    expect(about.scrollIntoView).toHaveBeenCalled()
  })

  it("prefills the project details with the service chosen in a dialog", () => {
    const { contact } = content.site
    const service = content.services[content.services.length - 1]
    const location = pageLocation({
      hash: "#contact",
      key: "k2",
      state: { smoothScroll: true, service: service.title },
    })
    renderPage(<IndexPage {...pageProps(homePageData, location)} />)
    expect(screen.getByLabelText(new RegExp(contact.labels.projectDetails))).toHaveValue(
      contact.serviceEnquiry.replace("{service}", service.title),
    )
  })
})
