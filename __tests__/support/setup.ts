import "@testing-library/jest-dom"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content"
import { toast } from "sonner"

// jsdom lacks these browser APIs that the toaster, tooltips and scrolling use.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
})
window.HTMLElement.prototype.scrollIntoView = jest.fn()
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoopResizeObserver

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
})

// The toaster keeps its toasts in a module-level store; start every test without the last one's.
afterEach(() => {
  toast.dismiss()
})
