// Reaching a home-page section as the visitor sees it: a smooth scroll (a jump with reduced motion)
// about 100 ms after navigating, under a top bar that stays fixed, and the mobile menu at 375 px. Every
// section link goes the same way (SectionLink); where each one leads: no-script.spec.ts and jest's pages.
import type { Page } from "@playwright/test"
import { expect, ONLY_AT_375, test } from "../fixtures"
import { expectArrival, gotoHydrated, hydrated } from "../support/page"
import { expectScrollToSection } from "../support/sections"
import { site } from "../support/content"

const { navigation } = site
const topBar = (page: Page) => page.getByRole("navigation", { name: "Main" })
/** A link by its whole name, so a label that is part of another (the logo's, say) finds only its own. */
const link = (name: string) => ({ name, exact: true })

test("a top bar link scrolls smoothly to its section 100 ms after navigating, and the top bar stays at the top", async ({
  page,
}) => {
  await gotoHydrated(page, "/")
  await expectScrollToSection(
    page,
    topBar(page).getByRole("link", link(navigation.contact)),
    "contact",
    `After clicking ${navigation.contact} in the top bar`,
  )
  const bar = await page.locator("header").boundingBox()
  expect(bar?.y, "Scrolled down, the top bar should still sit at the top of the screen").toBe(0)
})

test("with reduced motion the section is reached without animation, still after 100 ms", async ({ page }) => {
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

test("the process page's Get In Touch opens the home page at the contact section, still there once hydrated", async ({
  page,
}) => {
  await gotoHydrated(page, "/process/")
  const { button } = site.process.cta
  await page.getByRole("link", link(button)).click()
  await expectArrival(page, "/#contact", `After ${button} on the process page`)
  await hydrated(page)
  await expect(page.locator("#contact"), "The contact section should be in view").toBeInViewport()
})

test(
  "the mobile menu offers every item, passes axe, closes with Escape, scrolls to the chosen section and closes",
  ONLY_AT_375,
  async ({ page, axe }) => {
    await gotoHydrated(page, "/")
    await expect(
      topBar(page).getByRole("link", link(navigation.services)),
      "On a phone the top bar's own section links should be hidden behind the menu",
    ).toBeHidden()
    const button = page.getByRole("button", { name: navigation.menu, exact: true })
    const menu = page.locator("#mobile-menu")
    await button.click()
    for (const label of [navigation.services, navigation.about, navigation.contact, navigation.getStarted])
      await expect(menu.getByRole("link", link(label)), `The open menu should offer ${label}`).toBeVisible()
    await axe("The home page at 375 px with the menu open")
    await page.keyboard.press("Escape")
    await expect(menu, "Escape should close the mobile menu").toBeHidden()
    await button.click()
    await expectScrollToSection(
      page,
      menu.getByRole("link", link(navigation.services)),
      "services",
      "After choosing Services in the mobile menu",
    )
    await expect(menu, "The mobile menu should close after a choice").toBeHidden()
  },
)
