// The 404 page and the error page a visitor sees when a page cannot render.
import assert from "node:assert/strict"
import { test } from "node:test"
import {
  assertAccessible,
  assertArrives,
  assertShows,
  gotoHydrated,
  screenshot,
  SITE,
  useBrowser,
  waitForHydration,
} from "../support/browser.mjs"
import { expectNotFound, NOT_FOUND_PATH } from "../support/not-found.mjs"
import { MESSAGES } from "../support/product.mjs"

const browser = useBrowser()
const REASON = "content/site.json is missing or empty; the page cannot be rendered without it"

test("an unknown path shows the 404 page, logs the path and links home", async () => {
  const { page, watch } = await browser.page()
  expectNotFound(watch)
  const logged = page.waitForEvent("console", {
    predicate: (message) =>
      message.text().includes("404 Error: User attempted to access non-existent route:"),
    timeout: 10_000,
  })
  const response = await page.goto(`${SITE}${NOT_FOUND_PATH}`)
  assert.equal(
    response?.status(),
    404,
    "An unknown path should answer 404, so search engines and tools see it is missing",
  )
  await assertShows(
    page.getByRole("heading", { name: MESSAGES.notFoundHeading }),
    `An unknown path should show ${MESSAGES.notFoundHeading}`,
  )
  const message = await logged
  assert.equal(message.type(), "error", "The attempted path should be logged as an error")
  assert.ok(
    message.text().includes(NOT_FOUND_PATH),
    `The console should name the path the visitor tried, but it says "${message.text()}"`,
  )
  await waitForHydration(page)
  await page.getByRole("link", { name: MESSAGES.returnHome }).click()
  await assertArrives(page, "/", `After ${MESSAGES.returnHome} on the 404 page`)
  await assertShows(
    page.getByRole("heading", { level: 1, name: "Elevate Your Online Presence" }),
    `${MESSAGES.returnHome} should show the home page`,
  )
})

test("a page whose content cannot be loaded shows Unexpected Application Error with the reason, and passes axe", async () => {
  const { page, watch } = await browser.page()
  // The error page exists for exactly this: React and the error boundary report the error on purpose.
  watch.expectConsoleError(`Error: ${REASON}`)
  watch.expectConsoleError("Unexpected application error")
  await gotoHydrated(page, "/")
  // Simulate a broken deploy: the portfolio's data arrives without its content.
  await page.route("**/page-data/portfolio/page-data.json", async (route) => {
    const response = await route.fetch()
    const pageData = await response.json()
    pageData.result.data.siteJson = null
    await route.fulfill({ response, json: pageData })
  })
  await page.getByRole("link", { name: "View Our Work" }).click()
  await assertShows(
    page.getByRole("heading", { name: MESSAGES.errorHeading }),
    `A page that cannot render should show ${MESSAGES.errorHeading}`,
  )
  await screenshot(page, "error-page-1280", { fullPage: true })
  assert.ok(
    await page.getByText(REASON).isVisible(),
    "The error page should tell the visitor what went wrong",
  )
  assert.ok(
    await page.getByRole("link", { name: MESSAGES.returnHome }).isVisible(),
    "The error page should offer a way back home",
  )
  await assertAccessible(page, `The ${MESSAGES.errorHeading} page`)
})
