// Section scrolling as the visitor sees it (SPEC §9): the home page's section is reached by a smooth
// scroll (a jump with reduced motion) that starts about 100 ms after navigating.
import { expect, type Locator, type Page } from "@playwright/test"
import { expectArrival } from "./page"
import { SCROLL_DELAY_MS } from "./product"

interface ScrollLog {
  clickedAt: number
  arrivedAt: number
  scrolls: number[]
  requests: number[]
}
declare global {
  interface Window {
    __sectionScroll?: ScrollLog
  }
}

/** SPEC §9: sections are scrolled to about 100 ms after navigating; this allows for timer and frame jitter. */
const SCROLL_DELAY = { earliestMs: SCROLL_DELAY_MS - 10, latestMs: SCROLL_DELAY_MS + 500 }
const JUMP_MAX_SCROLL_EVENTS = 2

/** The section's top edge relative to the viewport, or null if it is not there. */
function sectionTop(page: Page, id: string) {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? null,
    id,
  )
}

/** Asserts a section lands at the top of the viewport, just under the fixed top bar. */
export async function expectSectionInView(page: Page, id: string, message: string) {
  await page
    .waitForFunction(
      (sectionId) => {
        const top = document.getElementById(sectionId)?.getBoundingClientRect().top
        return top !== undefined && top >= 0 && top < 140
      },
      id,
      { timeout: 3000 },
    )
    .catch(async () => {
      throw new Error(
        `${message}: the ${id} section should be at the top of the screen, but its top is at ${await sectionTop(page, id)} px (URL ${page.url()})`,
      )
    })
}

/**
 * Clicks `trigger` and asserts what the visitor sees: the home page's `section` is reached by a smooth
 * scroll (a jump with `smooth: false`) that starts about 100 ms after the click, or, coming from
 * another page, 100 ms after arriving on the home page, and ends with the section under the top bar.
 */
export async function expectScrollToSection(
  page: Page,
  trigger: Locator,
  section: string,
  what: string,
  { smooth = true } = {},
) {
  const fromHome = new URL(page.url()).pathname === "/"
  await page.evaluate((sectionId) => {
    const log: ScrollLog = { clickedAt: 0, arrivedAt: 0, scrolls: [], requests: [] }
    window.__sectionScroll = log
    document.addEventListener("click", () => (log.clickedAt ||= performance.now()), { capture: true })
    addEventListener("scroll", () => log.scrolls.push(performance.now()), { passive: true })
    // When the page asks to scroll: the first scroll event trails the request by one to three frames.
    const scrollers: [Record<string, unknown>, string][] = [
      [Element.prototype as unknown as Record<string, unknown>, "scrollIntoView"],
      [Element.prototype as unknown as Record<string, unknown>, "scrollTo"],
      [window as unknown as Record<string, unknown>, "scrollTo"],
      [window as unknown as Record<string, unknown>, "scroll"],
      [window as unknown as Record<string, unknown>, "scrollBy"],
    ]
    for (const [target, name] of scrollers) {
      const original = target[name] as (...args: unknown[]) => unknown
      target[name] = function (this: unknown, ...args: unknown[]) {
        log.requests.push(performance.now())
        return original.apply(this, args)
      }
    }
    // Arrival: the moment the home page, with the section, is rendered (Gatsby navigates client-side).
    new MutationObserver((_, observer) => {
      if (location.pathname !== "/" || !document.getElementById(sectionId)) return
      log.arrivedAt = performance.now()
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  }, section)
  await trigger.click()
  await expectArrival(page, `/#${section}`, what)
  await expectSectionInView(page, section, what)
  const settled = await page
    .waitForFunction(
      () => {
        const log = window.__sectionScroll
        if (!log) return "reloaded"
        const last = log.scrolls.at(-1)
        return last !== undefined && performance.now() - last > 150 && "settled"
      },
      undefined,
      { timeout: 3000 },
    )
    .then(
      (handle) => handle.jsonValue(),
      () => "no scroll",
    )
  expect(
    settled,
    `${what}: the whole page reloaded, so the visitor sees a jump to the section instead of the site moving there`,
  ).not.toBe("reloaded")
  expect(
    settled,
    `${what}: the visitor should see the page scroll to the ${section} section, but it never moved`,
  ).toBe("settled")

  const log = await page.evaluate(() => window.__sectionScroll)
  if (!log) throw new Error(`${what}: the page reloaded while scrolling`)
  const { clickedAt, arrivedAt, requests, scrolls } = log
  const startedAt = fromHome ? clickedAt : arrivedAt
  const reference = fromHome ? "the click" : "arriving on the home page"
  expect(
    startedAt,
    `${what}: ${fromHome ? "the click never reached the page" : "the visitor never arrived on the home page by in-site navigation"}`,
  ).toBeGreaterThan(0)
  const movement = scrolls.filter((time) => time >= startedAt)
  const delay = Math.round(
    Math.min(requests.find((time) => time >= startedAt) ?? Infinity, movement[0] ?? Infinity) - startedAt,
  )
  if (process.env.E2E_DEBUG)
    console.log(`[scroll] ${what}: started ${delay} ms after ${reference}, ${movement.length} scroll events`)
  expect(
    delay,
    `${what}: the page started scrolling ${delay} ms after ${reference}; the visitor should see it wait about ${SCROLL_DELAY_MS} ms first (SPEC §9)`,
  ).toBeGreaterThanOrEqual(SCROLL_DELAY.earliestMs)
  expect(
    delay,
    `${what}: the page started scrolling only ${delay} ms after ${reference}; the visitor should see it move about ${SCROLL_DELAY_MS} ms after`,
  ).toBeLessThanOrEqual(SCROLL_DELAY.latestMs)
  // A jump is one or two scroll events; a smooth scroll more, even when a busy machine drops frames.
  if (smooth) {
    expect(
      movement.length,
      `${what}: the page jumped to the ${section} section (${movement.length} scroll events) instead of scrolling there smoothly`,
    ).toBeGreaterThan(JUMP_MAX_SCROLL_EVENTS)
  } else {
    expect(
      movement.length,
      `${what}: with reduced motion the page should jump to the ${section} section, but it animated (${movement.length} scroll events)`,
    ).toBeLessThanOrEqual(JUMP_MAX_SCROLL_EVENTS)
  }
}
