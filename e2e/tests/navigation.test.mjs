// The top bar, the hero's calls to action and the mobile menu: each lands on the right section,
// 100 ms after navigating, with a smooth scroll (instant when the visitor prefers reduced motion).
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { assertSectionInView, gotoHydrated, launchBrowser, MOBILE, SITE } from "../support/browser.mjs"

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser.close())

/** Clicks and reports when the first scroll happened and how many scroll events the movement took. */
async function clickAndTimeScroll(page, locator) {
  await page.evaluate(() => {
    window.__scroll = { clickedAt: 0, firstAt: 0, events: 0 }
    document.addEventListener("click", () => (window.__scroll.clickedAt = performance.now()), { capture: true, once: true })
    window.addEventListener("scroll", () => {
      window.__scroll.firstAt ||= performance.now()
      window.__scroll.events += 1
    })
  })
  await locator.click()
}

async function scrollTiming(page) {
  const { clickedAt, firstAt, events } = await page.evaluate(() => window.__scroll)
  return { delay: firstAt - clickedAt, events }
}

describe("top bar links on the home page", () => {
  for (const [label, section] of [["Services", "services"], ["About", "about"], ["Contact", "contact"]]) {
    test(`${label} scrolls smoothly to its section after 100 ms`, async () => {
      const { page, watch } = await browser.page()
      await gotoHydrated(page, "/")
      await clickAndTimeScroll(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }))
      await assertSectionInView(page, section, `After clicking ${label} in the top bar`)
      await page.waitForTimeout(800)
      const { delay, events } = await scrollTiming(page)
      assert.ok(delay >= 90, `The page started scrolling ${Math.round(delay)} ms after the click; it should wait about 100 ms`)
      assert.ok(events > 3, `The page jumped to ${label} (${events} scroll events) instead of scrolling smoothly`)
      assert.equal(new URL(page.url()).hash, `#${section}`)
      watch.assertClean()
      await page.close()
    })
  }

  test("with reduced motion the section is reached without animation", async () => {
    const { page } = await browser.page()
    await page.emulateMedia({ reducedMotion: "reduce" })
    await gotoHydrated(page, "/")
    await clickAndTimeScroll(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }))
    await assertSectionInView(page, "about", "After clicking About with reduced motion")
    await page.waitForTimeout(500)
    const { events } = await scrollTiming(page)
    assert.ok(events <= 2, `With reduced motion the page should jump, but it animated (${events} scroll events)`)
    await page.close()
  })
})

describe("section links from other pages", () => {
  test("Contact on the portfolio page goes to the home page's contact section", async () => {
    const { page, watch } = await browser.page()
    await gotoHydrated(page, "/portfolio")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click()
    await page.waitForURL(`${SITE}/#contact`)
    await assertSectionInView(page, "contact", "After clicking Contact on the portfolio page")
    watch.assertClean()
    await page.close()
  })

  test("Services on the process page goes to the home page's services section", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/process")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click()
    await page.waitForURL(`${SITE}/#services`)
    await assertSectionInView(page, "services", "After clicking Services on the process page")
    await page.close()
  })

  test("Get Started goes to the process page", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Started" }).click()
    await page.waitForURL(`${SITE}/process`)
    await page.getByRole("heading", { level: 1, name: "Our Process" }).waitFor()
    await page.close()
  })
})

describe("hero", () => {
  test("Book Your Shoot scrolls to the contact section and View Our Work opens the portfolio", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    await page.getByRole("link", { name: "Book Your Shoot" }).click()
    await assertSectionInView(page, "contact", "After clicking Book Your Shoot")
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole("link", { name: "View Our Work" }).click()
    await page.waitForURL(`${SITE}/portfolio`)
    await page.getByRole("heading", { level: 1, name: "Our Portfolio" }).waitFor()
    await page.close()
  })
})

describe("mobile menu at 375 px", () => {
  test("opens, navigates to the chosen section and closes", async () => {
    const { page, watch } = await browser.page(MOBILE)
    await gotoHydrated(page, "/")
    const nav = page.getByRole("navigation", { name: "Main" })
    assert.equal(await nav.getByRole("link", { name: "Services" }).isVisible(), false, "desktop links are hidden on a phone")
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.click()
    const menu = page.locator("#mobile-menu")
    assert.ok(await menu.isVisible(), "the menu opens")
    assert.equal(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"), "true")
    for (const label of ["Services", "About", "Contact", "Get Started"]) {
      assert.ok(await menu.getByRole("link", { name: label }).isVisible(), `the menu offers ${label}`)
    }
    await menu.getByRole("link", { name: "Services" }).click()
    await assertSectionInView(page, "services", "After choosing Services in the mobile menu")
    assert.equal(await menu.count(), 0, "the menu closes after a choice")
    assert.equal(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"), "false")
    watch.assertClean()
    await page.close()
  })

  test("Get Started in the menu goes to the process page and closes the menu", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/portfolio")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.locator("#mobile-menu").getByRole("link", { name: "Get Started" }).click()
    await page.waitForURL(`${SITE}/process`)
    assert.equal(await page.locator("#mobile-menu").count(), 0)
    await page.close()
  })
})
