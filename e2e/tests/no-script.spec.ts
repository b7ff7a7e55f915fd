// The pages that run no script (all but INTERACTIVE_PAGES) with JavaScript off: a top bar link (in the menu
// at 375 px; each page another, so all are followed) lands on its home section, and the menu works, announced.
import type { Page } from "@playwright/test"
import { AT_BOTH_WIDTHS, expect, ONLY_AT_375, test } from "../fixtures"
import { stack } from "../stack"
import { site } from "../support/content"
import { SECTIONS } from "../../src/lib/constants"
import { ENQUIRY_RESULT_PAGES } from "../../supabase/functions/_shared/enquiry-fields"

test.use({ javaScriptEnabled: false })

const { navigation } = site
const PAGES = ["/process/", "/privacy/", ENQUIRY_RESULT_PAGES.sent, ENQUIRY_RESULT_PAGES.notSent]
const menuButton = (page: Page) => page.getByRole("button", { name: navigation.menu, exact: true })

/** The menu button's expanded state in Chromium's accessibility tree, which screen readers read. */
async function announcedExpanded(page: Page) {
  const { nodes } = await (await page.context().newCDPSession(page)).send("Accessibility.getFullAXTree")
  const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === navigation.menu)
  return button?.properties?.find((property) => property.name === "expanded")?.value.value
}

for (const [index, path] of PAGES.entries()) {
  const section = SECTIONS[index % SECTIONS.length]
  test(`${path}: the top bar's ${section} link lands at its section`, AT_BOTH_WIDTHS, async ({ page }) => {
    await page.goto(path)
    if (await menuButton(page).isVisible()) await menuButton(page).click()
    const link = page.getByRole("link", { name: navigation[section], exact: true })
    await link.filter({ visible: true }).click()
    await expect(page, `${section} should open the home page`).toHaveURL(`${stack.siteUrl}/#${section}`)
    await expect(page.locator(`#${section}`), `${section} should land at its section`).toBeInViewport()
  })
}

test("the menu works by tap and keyboard, announced, with every item", ONLY_AT_375, async ({ page }) => {
  await page.goto(PAGES[0])
  const menu = page.locator("#mobile-menu")
  expect(await announcedExpanded(page), "Screen readers should hear the menu is closed").toBe(false)
  await menuButton(page).click()
  await expect(menu, "A tap on the menu button should open the menu").toBeVisible()
  const items = [...SECTIONS.map((id) => navigation[id]), navigation.getStarted]
  await expect(menu.getByRole("link"), "The menu should offer the top bar's items").toHaveText(items)
  expect(await announcedExpanded(page), "Screen readers should hear the menu is open").toBe(true)
  await menuButton(page).click()
  await expect(menu, "Another tap should close the menu").toBeHidden()
  await menuButton(page).press("Enter")
  await page.keyboard.press("Escape")
  await expect(menu, "Escape should close the menu").toBeHidden()
  await page.keyboard.press("Enter")
  await page.keyboard.press("Tab")
  await expect(menu.getByRole("link").first(), "Tab should lead into the open menu").toBeFocused()
})
