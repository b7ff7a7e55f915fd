// The 404 page and the error page a visitor sees when a page cannot render.
import { expect, test } from "../fixtures"
import { expectNotFound, NOT_FOUND_PATH } from "../support/not-found"
import { expectArrival, gotoHydrated, waitForHydration } from "../support/page"
import { MESSAGES } from "../support/product"
import { site } from "../support/content"

const REASON = "content/site.json is missing or empty; the page cannot be rendered without it"

test("an unknown path shows the 404 page, logs the path and links home", async ({
  page,
  browserProblems,
}) => {
  expectNotFound(browserProblems)
  const logged = page.waitForEvent("console", {
    predicate: (message) =>
      message.text().includes("404 Error: User attempted to access non-existent route:"),
    timeout: 10_000,
  })
  const response = await page.goto(NOT_FOUND_PATH)
  expect(
    response?.status(),
    "An unknown path should answer 404, so search engines and tools see it is missing",
  ).toBe(404)
  await expect(
    page.getByRole("heading", { name: MESSAGES.notFoundHeading }),
    `An unknown path should show ${MESSAGES.notFoundHeading}`,
  ).toBeVisible()
  const message = await logged
  expect(message.type(), "The attempted path should be logged as an error").toBe("error")
  expect(
    message.text(),
    `The console should name the path the visitor tried, but it says "${message.text()}"`,
  ).toContain(NOT_FOUND_PATH)
  await waitForHydration(page)
  await page.getByRole("link", { name: MESSAGES.returnHome }).click()
  await expectArrival(page, "/", `After ${MESSAGES.returnHome} on the 404 page`)
  await expect(
    page.getByRole("heading", { level: 1, name: site.hero.headline }),
    `${MESSAGES.returnHome} should show the home page`,
  ).toBeVisible()
})

test("a page whose content cannot be loaded shows Unexpected Application Error with the reason, and passes axe", async ({
  page,
  browserProblems,
  axe,
  saveScreenshot,
}) => {
  // The error page exists for exactly this: React and the error boundary report the error on purpose.
  browserProblems.expectConsoleError(`Error: ${REASON}`)
  browserProblems.expectConsoleError("Unexpected application error")
  await gotoHydrated(page, "/")
  // Simulate a broken deploy: the portfolio's data arrives without its content.
  await page.route("**/page-data/portfolio/page-data.json", async (route) => {
    const response = await route.fetch()
    const pageData = await response.json()
    pageData.result.data.siteJson = null
    await route.fulfill({ response, json: pageData })
  })
  await page.getByRole("link", { name: site.hero.workCta }).click()
  await expect(
    page.getByRole("heading", { name: MESSAGES.errorHeading }),
    `A page that cannot render should show ${MESSAGES.errorHeading}`,
  ).toBeVisible()
  await saveScreenshot("error-page-1280", { fullPage: true })
  await expect(page.getByText(REASON), "The error page should tell the visitor what went wrong").toBeVisible()
  await expect(
    page.getByRole("link", { name: MESSAGES.returnHome }),
    "The error page should offer a way back home",
  ).toBeVisible()
  await axe(`The ${MESSAGES.errorHeading} page`)
})
