// The 404 page and the error page a visitor sees when a page cannot render.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { gotoHydrated, launchBrowser, SITE } from "../support/browser.mjs"

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser.close())

test("an unknown path shows the 404 page, logs the path and links home", async () => {
  const { page } = await browser.page()
  const logged = page.waitForEvent("console", {
    predicate: (message) => message.text().includes("404 Error: User attempted to access non-existent route:"),
    timeout: 10_000,
  })
  const response = await page.goto(`${SITE}/no-such-page`)
  assert.equal(response?.status(), 404)
  await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor()
  const message = await logged
  assert.equal(message.type(), "error")
  assert.match(message.text(), /\/no-such-page/, "the attempted path is logged")
  await page.getByRole("link", { name: "Return to Home" }).click()
  await page.waitForURL(`${SITE}/`)
  await page.getByRole("heading", { level: 1, name: "Elevate Your Online Presence" }).waitFor()
  await page.close()
})

test("a page whose content cannot be loaded shows Unexpected Application Error with the reason", async () => {
  const { page } = await browser.page()
  await gotoHydrated(page, "/")
  // Simulate a broken deploy: the portfolio's data arrives without its content.
  await page.route("**/page-data/portfolio/page-data.json", async (route) => {
    const response = await route.fetch()
    const pageData = await response.json()
    pageData.result.data.siteJson = null
    await route.fulfill({ response, json: pageData })
  })
  await page.getByRole("link", { name: "View Our Work" }).click()
  await page.getByRole("heading", { name: "Unexpected Application Error" }).waitFor()
  assert.ok(await page.getByText("content/site.json is missing or empty; the page cannot be rendered without it").isVisible())
  assert.ok(await page.getByRole("link", { name: "Return to Home" }).isVisible())
  await page.close()
})
