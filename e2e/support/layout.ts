// A page's layout as a phone visitor meets it: nothing wider than the screen, and every target large
// enough to tap (WCAG 2.2 success criterion 2.5.8, Target Size (Minimum)).
import type { Page } from "@playwright/test"

// WCAG 2.5.8: at least 24 by 24 CSS px, or one of its exceptions the site relies on: Spacing and Inline.
const MIN_TARGET_PX = 24

/** The page's width, and its headings and controls that reach past the screen or are too small to tap. */
export function measureLayout(page: Page) {
  return page.evaluate((minimum) => {
    const viewportWidth = document.documentElement.clientWidth
    // What a sighted visitor meets: not the form's bot trap (hidden from everyone), nor the skip link
    // while it is clipped to nothing (until focused).
    const isSeen = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest("[aria-hidden=true]") &&
      getComputedStyle(element).clip !== "rect(0px, 0px, 0px, 0px)"
    const seen = (selector: string) => [...document.querySelectorAll(selector)].filter(isSeen)
    type Shown = { element: Element; box: DOMRect }
    const describe = ({ element, box }: Shown) =>
      `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 50) || element.getAttribute("aria-label")}": ${Math.round(box.width)} by ${Math.round(box.height)} px from ${Math.round(box.left)} px`
    // A heading's text, not its box: a long word can run past a box that fits. Not a part only screen readers read.
    const text = (element: Element) => {
      const range = document.createRange()
      const parts = [...element.childNodes].filter((node) => !(node instanceof Element) || isSeen(node))
      const boxes = parts.map((node) => (range.selectNode(node), range.getBoundingClientRect()))
      const [left, right] = [
        Math.min(...boxes.map((box) => box.left)),
        Math.max(...boxes.map((box) => box.right)),
      ]
      return { element, box: new DOMRect(left, boxes[0]?.top, right - left, boxes[0]?.height) }
    }
    const targets = seen("a[href], button, input, select, textarea").map((element) => ({
      element,
      box: element.getBoundingClientRect(),
    }))
    const outside = [...seen("h1, h2, h3, h4").map(text), ...targets]
      .filter(({ box }) => box.left < 0 || box.right > viewportWidth)
      .map(describe)
    const small = ({ box }: Shown) => box.width < minimum || box.height < minimum
    const centre = ({ box }: Shown) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
    // Spacing: a 24 px circle on a small target's centre meets no other target, nor another small
    // target's circle.
    const crowded = (target: Shown) => {
      const { x, y } = centre(target)
      return targets.some(({ element, box }) => {
        if (element === target.element) return false
        const other = centre({ element, box })
        const gap = Math.hypot(
          Math.max(box.left - x, 0, x - box.right),
          Math.max(box.top - y, 0, y - box.bottom),
        )
        return (
          gap < minimum / 2 || (small({ element, box }) && Math.hypot(x - other.x, y - other.y) < minimum)
        )
      })
    }
    // Inline: a link in a sentence, sized by the line height of the text around it.
    const inSentence = ({ element }: Shown) =>
      element.tagName === "A" &&
      getComputedStyle(element).display === "inline" &&
      element.parentElement?.textContent?.trim() !== element.textContent?.trim()
    const tooSmall = targets
      .filter((target) => small(target) && crowded(target) && !inSentence(target))
      .map(describe)
    return { pageWidth: document.documentElement.scrollWidth, viewportWidth, outside, tooSmall }
  }, MIN_TARGET_PX)
}
