// The suite's `test`: Playwright's, with our gates and the backend as fixtures (e2e/README.md). After every
// test, automatically: every document of the site came with the production headers, and no page of its context
// had a console error, hydration warning, uncaught exception or undeclared failed request.
import AxeBuilder from "@axe-core/playwright"
import { test as base, expect } from "@playwright/test"
import postgres, { type Sql } from "postgres"
import { BrowserProblems, listed } from "./support/browser-problems"
import { stack } from "./stack"

interface TestFixtures {
  /** Declares the failures a test causes on purpose (`expectFailedRequest`, `expectConsoleError`). */
  browserProblems: BrowserProblems
  productionHeaders: undefined
  /** axe-core on the page as it is: no serious or critical violations; `where` names the state. */
  axe: (where: string) => Promise<void>
}

interface WorkerFixtures {
  /** A connection to the suite's database (postgres.js tagged templates). */
  database: Sql
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // The suite's host (scripts/serve.mjs) applies public/_headers as production does; a document without
  // the Content-Security-Policy would let a policy that breaks the live site pass unnoticed.
  productionHeaders: [
    async ({ context }, use) => {
      const missing: string[] = []
      context.on("response", (response) => {
        const document =
          response.request().resourceType() === "document" && response.url().startsWith(stack.siteUrl)
        if (document && !response.headers()["content-security-policy"]) missing.push(response.url())
      })
      await use(undefined)
      expect(
        missing,
        "Every page should arrive with the production headers of public/_headers (Content-Security-Policy above all), as the host serves them",
      ).toEqual([])
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
