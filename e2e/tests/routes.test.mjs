// Every route at desktop and mobile width: a screenshot first, then its content and the counts the
// spec promises, the quality gates, and every internal link (with its #fragment) on every route.
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import {
  assertAccessible,
  DESKTOP,
  gotoHydrated,
  MOBILE,
  screenshot,
  SITE,
  useBrowser,
} from "../support/browser.mjs"
import { projects, services, site, steps } from "../support/content.mjs"
import { NOT_FOUND_PATH, expectNotFound } from "../support/not-found.mjs"
import { MESSAGES } from "../support/product.mjs"

// As many cards, steps and points as the content holds (6, 6, 4 and 8, as SPEC §2-§3 says; the schemas
// note it): an editor's seventh project is a page with seven cards, not a failing test.
const COUNTS = {
  services: services.length,
  projects: projects.length,
  steps: steps.length,
  sellingPoints: site.process.sellingPoints.length,
}

const ROUTES = [
  {
    path: "/",
    name: "home",
    texts: [
      site.locationTagline,
      "Elevate Your Online Presence",
      site.hero.text,
      "Book Your Shoot",
      "View Our Work",
      ...services.map((service) => service.title),
      "Our Mission",
      "Our Belief",
      "Our Approach",
      "Ready to Elevate Your Brand?",
      "Get in Touch",
      site.contact.email,
      site.contact.phone,
      "4000 Brisbane, Queensland",
      `© 2025 ${site.name}. All rights reserved.`,
      site.footer.tagline,
    ],
    counts: async (page) => [
      ["service cards", await page.locator("#services [aria-haspopup=dialog]").count(), COUNTS.services],
    ],
  },
  {
    path: "/portfolio/",
    name: "portfolio",
    texts: [
      site.portfolio.backLink,
      site.portfolio.heading,
      ...projects.flatMap((project) => [project.title, project.category, project.description]),
      "Start Your Project",
      `© 2024 ${site.name}. All rights reserved.`,
    ],
    counts: async (page) => [
      ["project cards", await page.locator("main [aria-haspopup=dialog]").count(), COUNTS.projects],
    ],
  },
  {
    path: "/process/",
    name: "process",
    texts: [
      site.process.hero.heading,
      "How We Work",
      ...steps.flatMap((step, index) => [step.title, step.duration, `Step ${index + 1}`]),
      "Proven Results",
      "3x",
      "250%",
      "95%",
      ...site.process.sellingPoints,
      "Get In Touch",
      `© 2024 ${site.name}. All rights reserved.`,
    ],
    counts: async (page) => [
      [
        "process steps",
        await page.getByRole("region", { name: "How We Work" }).getByRole("listitem").count(),
        COUNTS.steps,
      ],
      [
        "selling points",
        await page
          .getByRole("region", { name: /^Why Businesses Choose/ })
          .getByRole("listitem")
          .count(),
        COUNTS.sellingPoints,
      ],
    ],
  },
  {
    path: NOT_FOUND_PATH,
    name: "404",
    texts: [MESSAGES.notFoundHeading, MESSAGES.returnHome],
    notFound: true,
    counts: async () => [],
  },
]

const browser = useBrowser()

for (const viewport of [DESKTOP, MOBILE]) {
  describe(`routes at ${viewport.width} px`, () => {
    for (const route of ROUTES) {
      test(`${route.path} shows its content with no errors and no serious accessibility problems`, async () => {
        const { page, watch } = await browser.page(viewport)
        if (route.notFound) expectNotFound(watch)
        await gotoHydrated(page, route.path)
        await scrollThrough(page)
        await screenshot(page, `${route.name}-${viewport.width}`, { fullPage: true })
        for (const text of route.texts) {
          assert.ok(
            await page.getByText(text).first().isVisible(),
            `${route.path} at ${viewport.width} px should show "${text}"`,
          )
        }
        for (const [what, seen, expected] of await route.counts(page)) {
          assert.equal(
            seen,
            expected,
            `${route.path} at ${viewport.width} px should show ${expected} ${what} (SPEC), but the visitor sees ${seen}`,
          )
        }
        assert.equal(
          await page.locator("h1").count(),
          1,
          `${route.path} should have exactly one main heading`,
        )
        assert.equal(
          await page.getAttribute("html", "lang"),
          "en-AU",
          `${route.path} should be marked as Australian English for screen readers`,
        )
        await assertAccessible(page, `${route.path} at ${viewport.width} px`)
        watch.assertClean(`${route.path} at ${viewport.width} px`)
      })
    }

    test("every internal link on every route, the 404 page too, resolves, and its #fragment is on the target page", async () => {
      const { page, watch } = await browser.page(viewport)
      expectNotFound(watch)
      const idsByPath = new Map()
      const links = new Map()
      for (const route of ROUTES) {
        await gotoHydrated(page, route.path)
        const menuButton = page.getByRole("button", { name: "Open menu" })
        if (viewport === MOBILE && (await menuButton.count()) > 0) await menuButton.click()
        idsByPath.set(
          route.path,
          await page.$$eval("[id]", (elements) => elements.map((element) => element.id)),
        )
        for (const href of await page.$$eval("a[href]", (anchors) => anchors.map((anchor) => anchor.href))) {
          const url = new URL(href)
          if (url.origin === SITE && !links.has(url.href)) links.set(url.href, route.path)
        }
      }
      if (process.env.E2E_DEBUG) console.log(`[links] ${viewport.width} px: ${[...links.keys()].join(" ")}`)
      assert.ok(
        links.size >= 5,
        `Only ${links.size} internal links were found at ${viewport.width} px; the visitor should have the top bar, hero and footer links`,
      )
      for (const [href, from] of links) {
        const url = new URL(href)
        const path = url.pathname
        // Exactly the URL the host serves the page at: a 308 to the trailing-slash form is a miss.
        const response = await page.request.get(`${SITE}${path}`, { maxRedirects: 0 })
        assert.equal(
          response.status(),
          200,
          `The link to ${href} on ${from} at ${viewport.width} px should open a page without a redirect, but it answers ${response.status()}`,
        )
        if (!url.hash) continue
        if (!idsByPath.has(path)) {
          await gotoHydrated(page, path)
          idsByPath.set(path, await page.$$eval("[id]", (elements) => elements.map((element) => element.id)))
        }
        const id = decodeURIComponent(url.hash.slice(1))
        assert.ok(
          idsByPath.get(path).includes(id),
          `The link to ${href} on ${from} at ${viewport.width} px should lead to a part of ${path} with id "${id}", but there is none`,
        )
      }
    })
  })
}

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
