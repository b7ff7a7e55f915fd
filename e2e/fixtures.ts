// The suite's `test`: Playwright's, with our gates and the backend as fixtures (e2e/README.md).
// Every test automatically gets the production headers on every document and, after it, a check that
// no page of its context had a console error, hydration warning, uncaught exception or undeclared
// failed request.
import AxeBuilder from "@axe-core/playwright"
import { test as base, expect } from "@playwright/test"
import postgres, { type Sql } from "postgres"
import { BrowserProblems, listed } from "./support/browser-problems"
import { serveWithProductionHeaders } from "./support/production-headers"
import { stack } from "./stack"

interface TestFixtures {
  /** Declares the failures a test causes on purpose (`expectFailedRequest`, `expectConsoleError`). */
  browserProblems: BrowserProblems
  productionHeaders: undefined
  /** The viewport width of the project (1280 or 375), for messages that say where it happened. */
  width: number
  /** axe-core on the page as it is: no serious or critical violations; `where` names the state. */
  axe: (where: string) => Promise<void>
  /** Saves what the visitor sees as `<name>.png` in the test's output and attaches it to the report. */
  saveScreenshot: (name: string, options?: { fullPage?: boolean }) => Promise<void>
  /** The enquiry function's process: `whileStopped(work)` runs `work` with it really stopped. */
  functionServer: { whileStopped: <T>(work: () => Promise<T>) => Promise<T> }
}

interface WorkerFixtures {
  /** A connection to the suite's database (postgres.js tagged templates). */
  database: Sql
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  productionHeaders: [
    async ({ context }, use) => {
      await serveWithProductionHeaders(context)
      await use(undefined)
    },
    { auto: true },
  ],

  browserProblems: [
    async ({ context }, use, testInfo) => {
      const problems = new BrowserProblems(context)
      await use(problems)
      const where = context.pages().at(-1)?.url() ?? testInfo.title
      // A declared failure that never came is only news when the test itself got that far.
      problems.assertClean(where, { declaredToo: testInfo.status === testInfo.expectedStatus })
    },
    { auto: true },
  ],

  width: async ({ viewport }, use) => {
    await use(viewport?.width ?? 1280)
  },

  axe: async ({ page }, use) => {
    await use(async (where) => {
      // Contrast is only meaningful once fades have settled: a half-faded overlay is a frame, not the design.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== "running"),
      )
      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        )
      expect(
        serious,
        `${where}: visitors using a screen reader, the keyboard or low vision would meet these serious accessibility problems:${listed(serious)}`,
      ).toEqual([])
    })
  },

  saveScreenshot: async ({ page }, use, testInfo) => {
    await use(async (name, { fullPage = false } = {}) => {
      // fullPage stretches the viewport for a moment, which starts (and then cancels) lazy image
      // loads: use it only once the page's images have loaded.
      const path = testInfo.outputPath(`${name}.png`)
      await page.screenshot({ path, fullPage })
      await testInfo.attach(name, { path, contentType: "image/png" })
    })
  },

  functionServer: async ({}, use) => {
    const control = async (action: "stop" | "start") => {
      const response = await fetch(`${stack.functionControlUrl}/${action}`, { method: "POST" })
      if (response.status !== 204)
        throw new Error(`Could not ${action} the function server: ${await response.text()}`)
    }
    await use({
      async whileStopped(work) {
        await control("stop")
        try {
          return await work()
        } finally {
          await control("start")
        }
      },
    })
  },

  database: [
    async ({}, use) => {
      const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} })
      await use(sql)
      await sql.end({ timeout: 5 })
    },
    { scope: "worker" },
  ],
})

export { expect }

/** Tags: a test runs at 1280 px unless it says otherwise (playwright.config.ts projects). */
export const AT_BOTH_WIDTHS = { tag: "@both-widths" }
export const ONLY_AT_375 = { tag: "@mobile-only" }
