import { scrollToSection } from "../../src/lib/go-to-section"

describe("scrolling to a section", () => {
  let section: HTMLElement
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = '<section id="contact" tabindex="-1">Contact</section>'
    section = document.getElementById("contact") as HTMLElement
    section.scrollIntoView = jest.fn()
  })
  afterEach(() => jest.useRealTimers())

  it("waits 100 ms, then scrolls smoothly and moves focus to the section", () => {
    scrollToSection("contact")
    jest.advanceTimersByTime(99)
    expect(section.scrollIntoView).not.toHaveBeenCalled()

    jest.advanceTimersByTime(1)
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
    expect(section).toHaveFocus()
  })

  it("jumps without animation when the visitor prefers reduced motion", () => {
    // jsdom has no matchMedia: this one answers as a browser set to reduce motion.
    window.matchMedia = ((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
    })) as typeof window.matchMedia
    scrollToSection("contact")
    jest.advanceTimersByTime(100)
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" })
    Reflect.deleteProperty(window, "matchMedia")
  })

  it("does not scroll when cancelled before the delay, e.g. the page unmounted", () => {
    const cancel = scrollToSection("contact")
    cancel()
    jest.advanceTimersByTime(200)
    expect(section.scrollIntoView).not.toHaveBeenCalled()
  })
})
