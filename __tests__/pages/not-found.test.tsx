import { screen } from "@testing-library/react"
import NotFoundPage from "../../src/pages/404"
import { renderPage } from "../support/render"

describe("404 page", () => {
  it("says the page was not found and links home (its script's log of the path: routes.spec.ts)", () => {
    renderPage(<NotFoundPage />)

    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  })
})
