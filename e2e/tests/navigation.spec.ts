// The top bar, the hero's calls to action and the mobile menu: each lands on the right section,
// 100 ms after navigating, with a smooth scroll (instant when the visitor prefers reduced motion).
import type { Page } from "@playwright/test"
import { AT_BOTH_WIDTHS, expect, ONLY_AT_375, test } from "../fixtures"
import { expectArrival, gotoHydrated } from "../support/page"
import { expectScrollToSection } from "../support/sections"
import { site } from "../support/content"

const { navigation } = site
const SECTION_LINKS = [
  [navigation.services, "services"],
  [navigation.about, "about"],
  [navigation.contact, "contact"],
]
const topBar = (page: Page) => page.getByRole("navigation", { name: "Main" })
/** A link by its whole name, so a label that is part of another (the logo's, say) finds only its own. */
const link = (name: string) => ({ name, exact: true })

/** Opens the mobile menu and returns it. */
async function openMenu(page: Page) {
  await page.getByRole("button", { name: navigation.openMenu, exact: true }).click()
  const menu = page.locator("#mobile-menu")
  await expect(
    menu,
    `Tapping ${navigation.openMenu} should show the mobile menu, but it did not appear`,
  ).toBeVisible()
  return menu
}

async function expectMenuClosed(page: Page, how: string) {
  await expect(
    page.locator("#mobile-menu"),
    `The mobile menu should close ${how}, but it is still open`,
  ).not.toBeAttached({ timeout: 3000 })
  await expect(
    page.getByRole("button", { name: navigation.openMenu, exact: true }),
    `After the menu closed ${how}, its button should announce it as collapsed`,
  ).toHaveAttribute("aria-expanded", "false")
}

test.describe("top bar links on the home page", () => {
  for (const [label, section] of SECTION_LINKS) {
    test(`${label} scrolls smoothly to its section after 100 ms`, async ({ page }) => {
      await gotoHydrated(page, "/")
      await expectScrollToSection(
        page,
        topBar(page).getByRole("link", link(label)),
        section,
        `After clicking ${label} in the top bar`,
      )
    })
  }

  test("with reduced motion the section is reached without animation, still after 100 ms", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await gotoHydrated(page, "/")
    await expectScrollToSection(
      page,
      topBar(page).getByRole("link", link(navigation.about)),
      "about",
      "After clicking About with reduced motion",
      { smooth: false },
    )
  })

  test(
    "the top bar stays fixed at the top while the visitor scrolls down",
    AT_BOTH_WIDTHS,
    async ({ page, width }) => {
      await gotoHydrated(page, "/")
      await page.evaluate(() => window.scrollTo(0, 2000))
      await page.waitForFunction(() => window.scrollY > 1000)
      const bar = await page.locator("header").boundingBox()
      expect(
        bar?.y,
        `After scrolling down at ${width} px, the top bar should still sit at the top of the screen, but it is at ${bar?.y} px`,
      ).toBe(0)
      await expect(
        topBar(page).getByRole("link", link(site.name)),
        "The logo should stay visible in the fixed top bar",
      ).toBeVisible()
    },
  )
})

test.describe("section links from other pages (measured from arrival on home)", () => {
  test("Contact on the portfolio page goes to the home page's contact section", async ({ page }) => {
    await gotoHydrated(page, "/portfolio/")
    await expectScrollToSection(
      page,
      topBar(page).getByRole("link", link(navigation.contact)),
      "contact",
      "After clicking Contact on the portfolio page",
    )
  })

  test("Services on the process page goes to the home page's services section", async ({ page }) => {
    await gotoHydrated(page, "/process/")
    await expectScrollToSection(
      page,
      topBar(page).getByRole("link", link(navigation.services)),
      "services",
      "After clicking Services on the process page",
    )
  })

  test(
    "About in the menu on the process page goes to the home page's about section and closes the menu",
    ONLY_AT_375,
    async ({ page }) => {
      await gotoHydrated(page, "/process/")
      const menu = await openMenu(page)
      await expectScrollToSection(
        page,
        menu.getByRole("link", link(navigation.about)),
        "about",
        "After choosing About in the menu on the process page at 375 px",
      )
      await expectMenuClosed(page, "after a choice")
    },
  )

  test("Get Started goes to the process page", async ({ page }) => {
    await gotoHydrated(page, "/")
    await topBar(page).getByRole("link", link(navigation.getStarted)).click()
    await expectArrival(page, "/process/", "After clicking Get Started in the top bar")
    await expect(
      page.getByRole("heading", { level: 1, name: site.process.hero.heading }),
      "After Get Started the visitor should see the Our Process page",
    ).toBeVisible()
  })
})

test.describe("hero", () => {
  test(
    "Book Your Shoot scrolls smoothly to the contact section after 100 ms",
    AT_BOTH_WIDTHS,
    async ({ page, width }) => {
      await gotoHydrated(page, "/")
      await expectScrollToSection(
        page,
        page.getByRole("link", link(site.hero.bookCta)),
        "contact",
        `After clicking Book Your Shoot at ${width} px`,
      )
    },
  )

  test("View Our Work opens the portfolio", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("link", link(site.hero.workCta)).click()
    await expectArrival(page, "/portfolio/", "After clicking View Our Work")
    await expect(
      page.getByRole("heading", { level: 1, name: site.portfolio.heading }),
      "After View Our Work the visitor should see the Our Portfolio page",
    ).toBeVisible()
  })
})

test.describe("mobile menu", () => {
  test(
    "opens with every item, passes axe while open, scrolls to the chosen section after 100 ms and closes",
    ONLY_AT_375,
    async ({ page, axe }) => {
      await gotoHydrated(page, "/")
      await expect(
        topBar(page).getByRole("link", link(navigation.services)),
        "On a phone the top bar's own section links should be hidden behind the menu",
      ).toBeHidden()
      const menu = await openMenu(page)
      await expect(
        page.getByRole("button", { name: navigation.closeMenu, exact: true }),
        "The open menu's button should announce it as expanded",
      ).toHaveAttribute("aria-expanded", "true")
      for (const label of [
        navigation.services,
        navigation.about,
        navigation.contact,
        navigation.getStarted,
      ]) {
        await expect(menu.getByRole("link", link(label)), `The open menu should offer ${label}`).toBeVisible()
      }
      await axe("The home page at 375 px with the menu open")
      await expectScrollToSection(
        page,
        menu.getByRole("link", link(navigation.services)),
        "services",
        "After choosing Services in the mobile menu",
      )
      await expectMenuClosed(page, "after a choice")
    },
  )

  test("closes from its own button and with Escape", ONLY_AT_375, async ({ page }) => {
    await gotoHydrated(page, "/")
    await openMenu(page)
    await page.getByRole("button", { name: navigation.closeMenu, exact: true }).click()
    await expectMenuClosed(page, "when its button is tapped again")
    await openMenu(page)
    await page.keyboard.press("Escape")
    await expectMenuClosed(page, "on Escape")
  })

  test(
    "Get Started in the menu goes to the process page and closes the menu",
    ONLY_AT_375,
    async ({ page }) => {
      await gotoHydrated(page, "/portfolio/")
      const menu = await openMenu(page)
      await menu.getByRole("link", link(navigation.getStarted)).click()
      await expectArrival(page, "/process/", "After choosing Get Started in the mobile menu")
      await expectMenuClosed(page, "after choosing Get Started")
    },
  )
})
