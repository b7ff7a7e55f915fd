// Every route at desktop and mobile width: its content, a screenshot, and the quality gates.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { assertAccessible, DESKTOP, gotoHydrated, launchBrowser, MOBILE, screenshot, SITE } from "../support/browser.mjs"
import { projects, services, site, steps } from "../support/content.mjs"

const ROUTES = [
  {
    path: "/",
    name: "home",
    texts: [
      site.locationTagline, "Elevate Your Online Presence", site.hero.text, "Book Your Shoot", "View Our Work",
      ...services.map((service) => service.title), "Our Mission", "Our Belief", "Our Approach",
      "Ready to Elevate Your Brand?", "Get in Touch", site.contact.email, site.contact.phone, "4000 Brisbane, Queensland",
      `© 2025 ${site.name}. All rights reserved.`, site.footer.tagline,
    ],
  },
  {
    path: "/portfolio",
    name: "portfolio",
    texts: [
      site.portfolio.backLink, site.portfolio.heading, ...projects.flatMap((project) => [project.title, project.category, project.description]),
      "Start Your Project", `© 2024 ${site.name}. All rights reserved.`,
    ],
  },
  {
    path: "/process",
    name: "process",
    texts: [
      site.process.hero.heading, "How We Work", ...steps.flatMap((step) => [step.title, step.duration]),
      "Proven Results", "3x", "250%", "95%", ...site.process.sellingPoints, "Get In Touch", `© 2024 ${site.name}. All rights reserved.`,
    ],
  },
  { path: "/this-page-does-not-exist", name: "404", texts: ["Oops! Page not found", "Return to Home"], notFound: true },
]

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser.close())

for (const viewport of [DESKTOP, MOBILE]) {
  describe(`routes at ${viewport.width} px`, () => {
    for (const route of ROUTES) {
      test(`${route.path} shows its content with no errors and no serious accessibility problems`, async () => {
        const { page, watch } = await browser.page(viewport)
        if (route.notFound) {
          // The unknown path answers 404 and the page logs the path on purpose.
          watch.expect(/HTTP 404/)
          watch.expect(/Failed to load resource.*404/)
          watch.expect(/404 Error: User attempted to access non-existent route/)
        }
        await gotoHydrated(page, route.path)
        for (const text of route.texts) {
          assert.ok(await page.getByText(text).first().isVisible(), `${route.path} at ${viewport.width} px should show "${text}"`)
        }
        assert.equal(await page.locator("h1").count(), 1, "one main heading")
        assert.equal(await page.getAttribute("html", "lang"), "en-AU")
        await scrollThrough(page)
        await screenshot(page, `${route.name}-${viewport.width}`)
        await assertAccessible(page, `${route.path} at ${viewport.width} px`)
        watch.assertClean(`${route.path} at ${viewport.width} px:`)
        await page.close()
      })
    }
  })
}

test("every internal link on every route resolves", async () => {
  const { page } = await browser.page()
  const links = new Set()
  for (const route of ROUTES.filter((candidate) => !candidate.notFound)) {
    await gotoHydrated(page, route.path)
    for (const href of await page.$$eval("a[href^='/']", (anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) links.add(href)
  }
  assert.ok(links.size >= 5, `found ${links.size} internal links`)
  for (const href of links) {
    const response = await page.request.get(`${SITE}${href.split("#")[0]}`)
    assert.equal(response.status(), 200, `${href} should resolve`)
  }
  await page.close()
})

/** Scrolls to the bottom and back so lazy images load before the screenshot. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState("networkidle")
}
