import "@testing-library/jest-dom"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content"
import { toast } from "sonner"

// jsdom lacks these browser APIs that scrolling, the menu (a popover) and the tooltips use.
window.HTMLElement.prototype.scrollIntoView = jest.fn()
window.HTMLElement.prototype.hidePopover = jest.fn()
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
