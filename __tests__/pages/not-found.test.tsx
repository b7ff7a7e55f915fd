import { screen } from "@testing-library/react"
import NotFoundPage from "../../src/pages/404"
import { pageProps, renderPage } from "../support/render"

describe("404 page", () => {
  it("says the page was not found, links home and logs the attempted path", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    await renderPage(<NotFoundPage {...pageProps({}, "/no-such-page")} />)

    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(consoleError).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no-such-page",
    )
    consoleError.mockRestore()
  })
})
