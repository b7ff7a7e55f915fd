import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/error-boundary"

function Throws({ error }: { error: unknown }): never {
  throw error
}

// SPEC §2: the heading, and the status and text or the error message; the real build's is e2e/tests/errors.spec.ts.
it.each([
  ["an error's message", new Error("Projects could not be loaded"), "Projects could not be loaded"],
  [
    "a failed response's status and text",
    { status: 503, statusText: "Service Unavailable", url: "/page-data/portfolio/page-data.json" },
    "503 Service Unavailable",
  ],
])("the error page shows %s and the way home", (_what, error, shown) => {
  // React and the boundary both log the caught error; keep the test output readable.
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(
    <ErrorBoundary>
      <Throws error={error} />
    </ErrorBoundary>,
  )
  expect(screen.getByRole("heading", { name: "Unexpected Application Error" })).toBeInTheDocument()
  expect(screen.getByText(shown)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  consoleError.mockRestore()
})
