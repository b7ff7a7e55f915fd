// The top bar, the hero's calls to action and the mobile menu: each lands on the right section,
// 100 ms after navigating, with a smooth scroll (instant when the visitor prefers reduced motion).
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import {
  assertAccessible,
  assertArrives,
  assertGone,
  assertScrollsToSection,
  assertShows,
  DESKTOP,
  gotoHydrated,
  MOBILE,
  useBrowser,
} from "../support/browser.mjs"

const browser = useBrowser()
const SECTION_LINKS = [
  ["Services", "services"],
  ["About", "about"],
  ["Contact", "contact"],
]
const topBar = (page) => page.getByRole("navigation", { name: "Main" })

/** Opens the mobile menu and returns it. */
async function openMenu(page) {
  await page.getByRole("button", { name: "Open menu" }).click()
  const menu = page.locator("#mobile-menu")
  await assertShows(menu, "Tapping Open menu should show the mobile menu, but it did not appear")
  return menu
}

async function assertMenuClosed(page, how) {
  await assertGone(page.locator("#mobile-menu"), `The mobile menu should close ${how}, but it is still open`)
  assert.equal(
    await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    "false",
    `After the menu closed ${how}, its button should announce it as collapsed`,
  )
}

describe("top bar links on the home page", () => {
  for (const [label, section] of SECTION_LINKS) {
    test(`${label} scrolls smoothly to its section after 100 ms`, async () => {
      const { page } = await browser.page()
      await gotoHydrated(page, "/")
      await assertScrollsToSection(
        page,
        topBar(page).getByRole("link", { name: label }),
        section,
        `After clicking ${label} in the top bar`,
      )
    })
  }

  test("with reduced motion the section is reached without animation, still after 100 ms", async () => {
    const { page } = await browser.page()
    await page.emulateMedia({ reducedMotion: "reduce" })
    await gotoHydrated(page, "/")
    await assertScrollsToSection(
      page,
      topBar(page).getByRole("link", { name: "About" }),
      "about",
      "After clicking About with reduced motion",
      {
        smooth: false,
      },
    )
  })

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width} px the top bar stays fixed at the top while the visitor scrolls down`, async () => {
      const { page } = await browser.page(viewport)
      await gotoHydrated(page, "/")
      await page.evaluate(() => window.scrollTo(0, 2000))
      await page.waitForFunction(() => window.scrollY > 1000)
      const bar = await page.locator("header").boundingBox()
      assert.ok(
        bar && bar.y === 0,
        `After scrolling down at ${viewport.width} px, the top bar should still sit at the top of the screen, but it is at ${bar?.y} px`,
      )
      assert.ok(
        await page
          .getByRole("link", { name: /Roam Creative/ })
          .first()
          .isVisible(),
        "The logo should stay visible in the fixed top bar",
      )
    })
  }
})

describe("section links from other pages (measured from arrival on home)", () => {
  test("Contact on the portfolio page goes to the home page's contact section", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/portfolio/")
    await assertScrollsToSection(
      page,
      topBar(page).getByRole("link", { name: "Contact" }),
      "contact",
      "After clicking Contact on the portfolio page",
    )
  })

  test("Services on the process page goes to the home page's services section", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/process/")
    await assertScrollsToSection(
      page,
      topBar(page).getByRole("link", { name: "Services" }),
      "services",
      "After clicking Services on the process page",
    )
  })

  test("at 375 px, About in the menu on the process page goes to the home page's about section and closes the menu", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/process/")
    const menu = await openMenu(page)
    await assertScrollsToSection(
      page,
      menu.getByRole("link", { name: "About" }),
      "about",
      "After choosing About in the menu on the process page at 375 px",
    )
    await assertMenuClosed(page, "after a choice")
  })

  test("Get Started goes to the process page", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    await topBar(page).getByRole("link", { name: "Get Started" }).click()
    await assertArrives(page, "/process/", "After clicking Get Started in the top bar")
    await assertShows(
      page.getByRole("heading", { level: 1, name: "Our Process" }),
      "After Get Started the visitor should see the Our Process page",
    )
  })
})

describe("hero", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width} px Book Your Shoot scrolls smoothly to the contact section after 100 ms`, async () => {
      const { page } = await browser.page(viewport)
      await gotoHydrated(page, "/")
      await assertScrollsToSection(
        page,
        page.getByRole("link", { name: "Book Your Shoot" }),
        "contact",
        `After clicking Book Your Shoot at ${viewport.width} px`,
      )
    })
  }

  test("View Our Work opens the portfolio", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    await page.getByRole("link", { name: "View Our Work" }).click()
    await assertArrives(page, "/portfolio/", "After clicking View Our Work")
    await assertShows(
      page.getByRole("heading", { level: 1, name: "Our Portfolio" }),
      "After View Our Work the visitor should see the Our Portfolio page",
    )
  })
})

describe("mobile menu at 375 px", () => {
  test("opens with every item, passes axe while open, scrolls to the chosen section after 100 ms and closes", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/")
    assert.equal(
      await topBar(page).getByRole("link", { name: "Services" }).isVisible(),
      false,
      "On a phone the top bar's own section links should be hidden behind the menu",
    )
    const menu = await openMenu(page)
    assert.equal(
      await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
      "true",
      "The open menu's button should announce it as expanded",
    )
    for (const label of ["Services", "About", "Contact", "Get Started"]) {
      assert.ok(
        await menu.getByRole("link", { name: label }).isVisible(),
        `The open menu should offer ${label}`,
      )
    }
    await assertAccessible(page, "The home page at 375 px with the menu open")
    await assertScrollsToSection(
      page,
      menu.getByRole("link", { name: "Services" }),
      "services",
      "After choosing Services in the mobile menu",
    )
    await assertMenuClosed(page, "after a choice")
  })

  test("closes from its own button and with Escape", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/")
    await openMenu(page)
    await page.getByRole("button", { name: "Close menu" }).click()
    await assertMenuClosed(page, "when its button is tapped again")
    await openMenu(page)
    await page.keyboard.press("Escape")
    await assertMenuClosed(page, "on Escape")
  })

  test("Get Started in the menu goes to the process page and closes the menu", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/portfolio/")
    const menu = await openMenu(page)
    await menu.getByRole("link", { name: "Get Started" }).click()
    await assertArrives(page, "/process/", "After choosing Get Started in the mobile menu")
    await assertMenuClosed(page, "after choosing Get Started")
  })
})
