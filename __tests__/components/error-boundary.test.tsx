import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/error-boundary"

function Throws({ error }: { error: unknown }): never {
  throw error
}

describe("error boundary", () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    // React and the boundary both log the caught error; keep the test output readable.
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => consoleError.mockRestore())

  it("shows the error message when a page throws", () => {
    render(
      <ErrorBoundary>
        <Throws error={new Error("Projects could not be loaded")} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { name: "Unexpected Application Error" })).toBeInTheDocument()
    expect(screen.getByText("Projects could not be loaded")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  })

  it("shows the status and status text of a failed response", () => {
    render(
      <ErrorBoundary>
        <Throws
          error={{
            status: 503,
            statusText: "Service Unavailable",
            url: "/page-data/portfolio/page-data.json",
          }}
        />
      </ErrorBoundary>,
    )
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument()
  })

  it("renders the page normally when nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("All good")).toBeInTheDocument()
    expect(screen.queryByText("Unexpected Application Error")).not.toBeInTheDocument()
  })
})
