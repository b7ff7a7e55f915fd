// Every route of the real build: the content's texts (the one place they are checked), pre-rendered and shown
// (hydrated where React runs) at 1280 and 375 px, its counts and order, the quality gates, every internal link
// (with its #fragment), and the layout at 375 px. scripts/test-content-build.mjs runs it on edited content.
import type { Locator, Page } from "@playwright/test"
import { expect, ONLY_AT_375, test } from "../fixtures"
import { stack } from "../stack"
import type { BrowserProblems } from "../support/browser-problems"
import { privacy, projects, services, site, steps } from "../support/content"
import { measureLayout } from "../support/layout"
import { gotoHydrated } from "../support/page"
import { ENQUIRY_RESULT_PAGES } from "../../supabase/functions/_shared/enquiry-fields"

// Every text and count comes from the content: an editor's seventh project is seven cards, not a failing test.
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]))
const copyright = (year: number) => fill(site.footer.copyright, { year, name: site.name })
const { copyrightYears } = site.footer

interface Route {
  path: string
  texts: string[]
  notFound?: boolean
  /** Its lists: as many items as the content has, or exactly these texts in this order (the editors' Position field). */
  lists?: (page: Page) => [what: string, items: Locator, expected: number | string[]][]
}

const NOT_FOUND_PATH = "/this-page-does-not-exist"
const titles = (cards: { title: string }[]) => cards.map((card) => card.title)
const listItems = (page: Page, region: string) =>
  page.getByRole("region", { name: region }).getByRole("listitem")

const ROUTES: Route[] = [
  {
    path: "/",
    texts: [
      site.locationTagline,
      site.hero.headline,
      site.hero.text,
      site.hero.bookCta,
      site.hero.workCta,
      ...services.flatMap((service) => [service.title, service.description]),
      ...site.about.cards.flatMap((card) => [card.title, card.text]),
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
    lists: (page) => [
      ["service cards", page.locator("#services li [aria-haspopup=dialog]"), titles(services)],
    ],
  },
  {
    path: "/portfolio/",
    texts: [
      site.portfolio.backLink,
      site.portfolio.heading,
      ...projects.flatMap((project) => [project.title, project.category, project.description]),
      site.portfolio.cardHint,
      site.portfolio.cta.button,
      copyright(copyrightYears.portfolio),
    ],
    lists: (page) => [["project cards", page.locator("main li [aria-haspopup=dialog]"), titles(projects)]],
  },
  {
    path: "/process/",
    texts: [
      site.process.hero.heading,
      site.process.hero.text,
      site.process.stepsHeading,
      ...steps.flatMap((step, index) => [
        step.title,
        step.description,
        step.duration,
        fill(site.process.stepLabel, { number: index + 1 }),
      ]),
      site.process.resultsHeading,
      ...site.process.statistics.flatMap((statistic) => [statistic.value, statistic.label]),
      ...site.process.sellingPoints,
      site.process.cta.button,
      copyright(copyrightYears.process),
    ],
    lists: (page) => [
      ["process steps", listItems(page, site.process.stepsHeading), steps.length],
      ["selling points", listItems(page, site.process.sellingPointsHeading), site.process.sellingPoints],
    ],
  },
  {
    path: "/privacy/",
    texts: [privacy.title, privacy.intro, site.footer.privacyLink, copyright(copyrightYears.home)],
    // Its sections, their headings, paragraphs and links are jest's (__tests__/pages/privacy.test.tsx).
  },
  // The enquiry form's result pages: their words are jest's (__tests__/pages/enquiry-result.test.tsx).
  ...Object.values(ENQUIRY_RESULT_PAGES).map((path) => ({ path, texts: [] })),
  {
    path: NOT_FOUND_PATH,
    // Its words are the spec's, pinned by jest (__tests__/pages/not-found.test.tsx).
    texts: [],
    notFound: true,
  },
]

for (const route of ROUTES) {
  test(`${route.path} shows its content, before its scripts run too, with no serious accessibility problems`, async ({
    browser,
    page,
    browserProblems,
    axe,
  }) => {
    if (route.notFound) expectNotFound(browserProblems)
    // Pre-rendered: before any script runs (none may), the page as the host serves it already reads
    // every text.
    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    const response = await plain.goto(`${stack.siteUrl}${route.path}`)
    expect(response?.status(), `${route.path} should answer ${route.notFound ? 404 : 200}`).toBe(
      route.notFound ? 404 : 200,
    )
    // The document's text, not what CSS shows of it (the tagline is in capitals on screen).
    const shown = ((await plain.locator("body").textContent()) ?? "").replace(/\s+/g, " ")
    for (const text of route.texts)
      expect(shown, `${route.path} should read "${text}"`).toContain(text.replace(/\s+/g, " "))
    await plain.context().close()
    await gotoHydrated(page, route.path)
    await expectTextsVisible(page, route)
    for (const [what, items, expected] of route.lists?.(page) ?? []) {
      if (typeof expected === "number")
        await expect(items, `${route.path} should show ${expected} ${what}`).toHaveCount(expected)
      else
        await expect(items, `${route.path} should show the ${what} in the content's order`).toHaveText(
          expected,
        )
    }
    await expect(page.locator("h1"), `${route.path} should have exactly one main heading`).toHaveCount(1)
    await expect(
      page.locator("html"),
      `${route.path} should be marked as Australian English for screen readers`,
    ).toHaveAttribute("lang", "en-AU")
    await axe(`${route.path} at 1280 px`)
    // Every internal link opens a page exactly where the host serves it (a 308 to the trailing-slash
    // form is a miss), and its #fragment is a part of that page.
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    for (const url of new Set(hrefs).values().map((href) => new URL(href))) {
      if (url.origin !== stack.siteUrl) continue
      const target = await page.request.get(url.href.replace(url.hash, ""), { maxRedirects: 0 })
      expect(
        target.status(),
        `The link to ${url.href} on ${route.path} should open a page without a redirect`,
      ).toBe(200)
      const id = decodeURIComponent(url.hash.slice(1))
      if (id)
        expect(
          await target.text(),
          `The link to ${url.href} on ${route.path} should lead to a part with id "${id}"`,
        ).toContain(`id="${id}"`)
    }
  })

  test(
    `${route.path} at 375 px: every text shown, nothing wider than the screen, every target at least 24 px, no serious accessibility problems`,
    ONLY_AT_375,
    async ({ page, browserProblems, axe }) => {
      if (route.notFound) expectNotFound(browserProblems)
      await gotoHydrated(page, route.path)
      await expectTextsVisible(page, route)
      const { pageWidth, viewportWidth, outside, tooSmall } = await measureLayout(page)
      expect(pageWidth, `At 375 px ${route.path} should not scroll sideways`).toBeLessThanOrEqual(
        viewportWidth,
      )
      expect(
        outside,
        `At 375 px every heading and control of ${route.path} should lie within the screen's width, but these reach past it`,
      ).toEqual([])
      expect(
        tooSmall,
        `At 375 px every target on ${route.path} should be at least 24 by 24 px or spaced as WCAG 2.2's 2.5.8 allows, but these are smaller and crowded`,
      ).toEqual([])
      await axe(`${route.path} at 375 px`)
    },
  )
}

/** What a visit to an unknown path does on purpose: a 404, and the path logged (SPEC §2). */
function expectNotFound(problems: BrowserProblems) {
  problems.expectFailedRequest(`${stack.siteUrl}${NOT_FOUND_PATH}`, { status: 404 })
  problems.expectConsoleError(`404 Error: User attempted to access non-existent route: ${NOT_FOUND_PATH}`)
}

/** Once its scripts have run, some element holding each of the route's texts is shown. */
async function expectTextsVisible(page: Page, route: Route) {
  const width = page.viewportSize()?.width
  for (const text of route.texts)
    await expect(
      page.getByText(text).filter({ visible: true }).first(),
      `At ${width} px ${route.path} should show "${text}"`,
    ).toBeVisible()
}
