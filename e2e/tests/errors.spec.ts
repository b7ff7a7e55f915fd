// The error page a visitor meets when a page of the real build cannot render; what it says is jest's
// (__tests__/components/error-boundary.test.tsx), the 404 page is a route (routes.spec.ts).
import { expect, test } from "../fixtures"
import { gotoHydrated } from "../support/page"
import { MESSAGES } from "../../src/lib/messages"
import { site } from "../support/content"

test("a page whose content cannot be loaded shows Unexpected Application Error, and passes axe", async ({
  page,
  browserProblems,
  axe,
}) => {
  // The error page exists for exactly this: React and the error boundary report the error on purpose.
  browserProblems.expectConsoleError("Error: content/site.json is missing or empty")
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
  await axe(`The ${MESSAGES.errorHeading} page`)
})
