// The pages that run no script (all but INTERACTIVE_PAGES), JavaScript off, at 375 and 1280 px, in Chromium and
// Firefox ESR (driven by puppeteer-core: Playwright drives only its own Firefox): the logo, Get Started and a top
// bar link (in the menu at 375 px; one a page, all followed) lead where they say; the menu works, announced.
import { statSync } from "node:fs"
import puppeteer, { type Browser, type Page } from "puppeteer-core"
import { expect, test } from "../fixtures"
import { stack } from "../stack"
import { site } from "../support/content"
import { launchOptions } from "../../scripts/lib/chromium"
import { SECTIONS } from "../../src/lib/constants"
import { ENQUIRY_RESULT_PAGES } from "../../supabase/functions/_shared/enquiry-fields"

// Firefox ESR: FIREFOX_PATH, else Debian's or the Mac's (a snap's private /tmp hides puppeteer's profile).
const mac = "/Applications/Firefox.app/Contents/MacOS/firefox"
const exists = (path: string) => statSync(path, { throwIfNoEntry: false })
const firefox = process.env.FIREFOX_PATH || ["/usr/bin/firefox-esr", mac].find(exists)
const { executablePath, args } = launchOptions()
const BROWSERS = {
  Chromium: () =>
    puppeteer.launch({ executablePath, args: [...args, "--blink-settings=scriptEnabled=false"] }),
  "Firefox ESR": () => {
    if (!firefox)
      throw new Error("No Firefox found: install Firefox ESR (Debian: firefox-esr) or set FIREFOX_PATH")
    const extraPrefsFirefox = { "javascript.enabled": false }
    return puppeteer.launch({ browser: "firefox", executablePath: firefox, extraPrefsFirefox })
  },
}
const { navigation } = site
const PAGES = ["/process/", "/privacy/", ENQUIRY_RESULT_PAGES.sent, ENQUIRY_RESULT_PAGES.notSent]

/** A finger's tap on `selector` (puppeteer's own click waits on script these pages never run). */
async function tap(page: Page, selector: string) {
  const box = await page.$eval(selector, (element) => element.getBoundingClientRect().toJSON() as DOMRect)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** The menu button's expanded state in Chromium's accessibility tree, which screen readers read (Firefox's tree is
 * out of WebDriver BiDi's reach: docs/testing.md says how it was checked there). */
async function expandedHeard(page: Page) {
  const node = await page.accessibility.snapshot({ root: (await page.$("nav button")) ?? undefined })
  return node?.role === "button" && node.name === navigation.menu ? Boolean(node.expanded) : undefined
}

for (const [name, launch] of Object.entries(BROWSERS))
  test.describe(name, () => {
    let browser: Browser
    test.beforeAll(async () => void (browser = await launch()))
    test.afterAll(() => browser?.close())
    async function open(path: string, width: number) {
      const page = await browser.newPage()
      await page.setViewport({ width, height: 812, hasTouch: true })
      await page.goto(stack.siteUrl + path)
      return page
    }

    for (const width of [375, 1280])
      for (const [index, path] of PAGES.entries()) {
        const section = SECTIONS[index % SECTIONS.length]
        test(`at ${width} px, ${path}: the logo, Get Started and the ${section} link lead where they say`, async () => {
          const page = await open(path, width)
          const named = (href: string) => page.$eval(`nav a[href="${href}"]`, (a) => a.textContent)
          const ends = [await named("/"), await named("/process/")]
          expect(ends, "Logo: home; Get Started: process").toEqual([site.name, navigation.getStarted])
          const inMenu = await page.$eval("nav button", (button) => button.checkVisibility())
          if (inMenu) await tap(page, "nav button")
          const link = `${inMenu ? "#mobile-menu" : "nav"} a[href="/#${section}"]`
          const shown = await page.$eval(link, (a) => [a.textContent, a.checkVisibility()])
          expect(shown, "The link should show, named").toEqual([navigation[section], true])
          await Promise.all([page.waitForNavigation(), tap(page, link)])
          expect(page.url(), `${section} should open the home page`).toBe(`${stack.siteUrl}/#${section}`)
          const top = await page.$eval(`#${section}`, (element) => element.getBoundingClientRect().top)
          expect(top, `${section} should land at its section`).toBeLessThan(812)
        })
      }

    test("at 375 px, the menu works by tap and keyboard, announced, with every item", async () => {
      const page = await open(PAGES[0], 375)
      const isOpen = () => page.$eval("#mobile-menu", (menu) => menu.matches(":popover-open"))
      const focus = () =>
        page.evaluate(() => document.activeElement?.textContent || document.activeElement?.ariaLabel)
      const heard = async (expanded: boolean) =>
        name !== "Chromium" || (await expandedHeard(page)) === expanded
      const items = [...SECTIONS.map((id) => navigation[id]), navigation.getStarted]
      expect(await heard(false), "Screen readers should hear the menu is closed").toBe(true)
      await tap(page, "nav button")
      expect(await isOpen(), "A tap on the menu button should open the menu").toBe(true)
      const offered = await page.$eval("#mobile-menu", (m) => [...m.querySelectorAll("a")].map((a) => a.text))
      expect(offered, "The menu should offer the top bar's items").toEqual(items)
      expect(await heard(true), "Screen readers should hear the menu is open").toBe(true)
      await tap(page, "nav button")
      expect(await isOpen(), "Another tap should close the menu").toBe(false)
      for (let tabs = 0; tabs < 5 && (await focus()) !== navigation.menu; tabs++)
        await page.keyboard.press("Tab")
      expect(await focus(), "Tab should reach the menu button").toBe(navigation.menu)
      await page.keyboard.press("Enter")
      expect(await isOpen(), "Enter should open the menu").toBe(true)
      await page.keyboard.press("Tab")
      expect(await focus(), "Tab should lead into the open menu").toBe(items[0])
      await page.keyboard.press("Escape")
      expect(await isOpen(), "Escape should close the menu").toBe(false)
    })
  })
