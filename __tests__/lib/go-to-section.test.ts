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
    const matchMedia = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: true,
    })) as typeof window.matchMedia
    scrollToSection("contact")
    jest.advanceTimersByTime(100)
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" })
    window.matchMedia = matchMedia
  })

  it("does not scroll when cancelled before the delay, e.g. the page unmounted", () => {
    const cancel = scrollToSection("contact")
    cancel()
    jest.advanceTimersByTime(200)
    expect(section.scrollIntoView).not.toHaveBeenCalled()
  })
})
