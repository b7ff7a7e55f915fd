// Every route at desktop and mobile width: its content before and after the scripts run (the one
// place the content's texts are checked), a screenshot, the counts the spec promises, the quality gates, and every internal link (with its #fragment) on every route.
import type { Page } from "@playwright/test"
import { AT_BOTH_WIDTHS, expect, test } from "../fixtures"
import { stack } from "../stack"
import { privacy, projects, services, site, steps } from "../support/content"
import { expectNotFound, NOT_FOUND_PATH } from "../support/not-found"
import { gotoHydrated } from "../support/page"
import { MESSAGES } from "../support/product"

// Every text and count comes from the content: an editor's seventh project is a page with seven
// cards, a reworded headline a page with that headline, not a failing test.
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]))
const copyright = (year: number) => fill(site.footer.copyright, { year, name: site.name })
const { copyrightYears } = site.footer

const COUNTS = {
  services: services.length,
  projects: projects.length,
  steps: steps.length,
  sellingPoints: site.process.sellingPoints.length,
}

interface Route {
  path: string
  name: string
  texts: string[]
  notFound?: boolean
  counts: (page: Page) => Promise<[string, number, number][]>
  /** Titles the page must show in this order (the editors' Position field). */
  order?: { titles: (page: Page) => Promise<string[]>; expected: string[] }
}

/** The titles of a list's cards, top to bottom. */
const cardTitles = (page: Page, list: string) =>
  page.locator(list).locator("li [aria-haspopup=dialog]").allTextContents()

const ROUTES: Route[] = [
  {
    path: "/",
    name: "home",
    texts: [
      site.locationTagline,
      site.hero.headline,
      site.hero.text,
      site.hero.bookCta,
      site.hero.workCta,
      ...services.map((service) => service.title),
      ...site.about.cards.map((card) => card.title),
      site.contact.heading,
      site.contact.formTitle,
      site.contact.email,
      site.contact.phone,
      site.contact.location,
      copyright(copyrightYears.home),
      site.footer.tagline,
      // The collection notice under the form, up to its link to the privacy page.
      site.contact.privacyNotice.split("{link}")[0].trim(),
      site.footer.privacyLink,
    ],
    counts: async (page) => [
      ["service cards", await page.locator("#services [aria-haspopup=dialog]").count(), COUNTS.services],
    ],
    order: {
      titles: (page) => cardTitles(page, "#services"),
      expected: services.map((service) => service.title),
    },
  },
  {
    path: "/portfolio/",
    name: "portfolio",
    texts: [
      site.portfolio.backLink,
      site.portfolio.heading,
      ...projects.flatMap((project) => [project.title, project.category, project.description]),
      site.portfolio.cta.button,
      copyright(copyrightYears.portfolio),
    ],
    counts: async (page) => [
      ["project cards", await page.locator("main [aria-haspopup=dialog]").count(), COUNTS.projects],
    ],
    order: {
      titles: (page) => cardTitles(page, "main"),
      expected: projects.map((project) => project.title),
    },
  },
  {
    path: "/process/",
    name: "process",
    texts: [
      site.process.hero.heading,
      site.process.stepsHeading,
      ...steps.flatMap((step, index) => [
        step.title,
        step.duration,
        fill(site.process.stepLabel, { number: index + 1 }),
      ]),
      site.process.resultsHeading,
      ...site.process.statistics.map((statistic) => statistic.value),
      ...site.process.sellingPoints,
      site.process.cta.button,
      copyright(copyrightYears.process),
    ],
    counts: async (page) => [
      [
        "process steps",
        await page.getByRole("region", { name: site.process.stepsHeading }).getByRole("listitem").count(),
        COUNTS.steps,
      ],
      [
        "selling points",
        await page
          .getByRole("region", { name: site.process.sellingPointsHeading })
          .getByRole("listitem")
          .count(),
        COUNTS.sellingPoints,
      ],
    ],
  },
  {
    path: "/privacy/",
    name: "privacy",
    texts: [
      privacy.title,
      privacy.intro,
      ...privacy.sections.map((section) => section.title),
      site.contact.email,
      site.footer.privacyLink,
      copyright(copyrightYears.home),
    ],
    counts: async (page) => [
      [
        "privacy sections, each under its own heading",
        await page.locator("main h2").count(),
        privacy.sections.length,
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

for (const route of ROUTES) {
  test(
    `${route.path} shows its content with no errors and no serious accessibility problems`,
    AT_BOTH_WIDTHS,
    async ({ browser, page, width, browserProblems, axe, saveScreenshot }) => {
      if (route.notFound) expectNotFound(browserProblems)
      // Pre-rendered: before any script runs (none may), the page as the host serves it already reads
      // every text. The texts are checked here and nowhere else: the jest tests render fixtures, and
      // the build check reads only what the files alone show.
      const withoutScripts = await browser.newContext({
        javaScriptEnabled: false,
        viewport: page.viewportSize(),
      })
      try {
        const plain = await withoutScripts.newPage()
        await plain.goto(`${stack.siteUrl}${route.path}`)
        // The document's text, not what CSS shows of it (the tagline is in capitals on screen).
        const shown = ((await plain.locator("body").textContent()) ?? "").replace(/\s+/g, " ")
        for (const text of route.texts)
          expect(shown, `${route.path} at ${width} px should read "${text}" without JavaScript`).toContain(
            text.replace(/\s+/g, " "),
          )
      } finally {
        await withoutScripts.close()
      }
      await gotoHydrated(page, route.path)
      await scrollThrough(page)
      await saveScreenshot(`${route.name}-${width}`, { fullPage: true })
      for (const text of route.texts) {
        await expect(
          page.getByText(text).first(),
          `${route.path} at ${width} px should show "${text}"`,
        ).toBeVisible()
      }
      for (const [what, seen, expected] of await route.counts(page)) {
        expect(
          seen,
          `${route.path} at ${width} px should show ${expected} ${what} (SPEC), but the visitor sees ${seen}`,
        ).toBe(expected)
      }
      if (route.order)
        expect(
          await route.order.titles(page),
          `${route.path} at ${width} px should show its cards in the order of their Position fields`,
        ).toEqual(route.order.expected)
      await expect(page.locator("h1"), `${route.path} should have exactly one main heading`).toHaveCount(1)
      await expect(
        page.locator("html"),
        `${route.path} should be marked as Australian English for screen readers`,
      ).toHaveAttribute("lang", "en-AU")
      await axe(`${route.path} at ${width} px`)
      browserProblems.assertClean(`${route.path} at ${width} px`)
    },
  )
}

test(
  "every internal link on every route, the 404 page too, resolves, and its #fragment is on the target page",
  AT_BOTH_WIDTHS,
  async ({ page, width, browserProblems }) => {
    expectNotFound(browserProblems)
    const idsOn = (target: Page) => target.$$eval("[id]", (elements) => elements.map((element) => element.id))
    const idsByPath = new Map<string, string[]>()
    const links = new Map<string, string>()
    for (const route of ROUTES) {
      await gotoHydrated(page, route.path)
      const menuButton = page.getByRole("button", { name: site.navigation.openMenu })
      // On a phone the section links sit behind the menu.
      if (await menuButton.isVisible()) await menuButton.click()
      idsByPath.set(route.path, await idsOn(page))
      for (const href of await page.$$eval("a[href]", (anchors) =>
        anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
      )) {
        const url = new URL(href)
        if (url.origin === stack.siteUrl && !links.has(url.href)) links.set(url.href, route.path)
      }
    }
    if (process.env.E2E_DEBUG) console.log(`[links] ${width} px: ${[...links.keys()].join(" ")}`)
    expect(
      links.size,
      `Only ${links.size} internal links were found at ${width} px; the visitor should have the top bar, hero and footer links`,
    ).toBeGreaterThanOrEqual(5)
    for (const [href, from] of links) {
      const url = new URL(href)
      const path = url.pathname
      // Exactly the URL the host serves the page at: a 308 to the trailing-slash form is a miss.
      const response = await page.request.get(`${stack.siteUrl}${path}`, { maxRedirects: 0 })
      expect(
        response.status(),
        `The link to ${href} on ${from} at ${width} px should open a page without a redirect, but it answers ${response.status()}`,
      ).toBe(200)
      if (!url.hash) continue
      if (!idsByPath.has(path)) {
        await gotoHydrated(page, path)
        idsByPath.set(path, await idsOn(page))
      }
      const id = decodeURIComponent(url.hash.slice(1))
      expect(
        idsByPath.get(path),
        `The link to ${href} on ${from} at ${width} px should lead to a part of ${path} with id "${id}", but there is none`,
      ).toContain(id)
    }
  },
)

/** Scrolls to the bottom and back so lazy images load before the screenshot. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState("networkidle")
}
