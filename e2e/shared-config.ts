// What the site suite (playwright.config.ts) and the editor suite (playwright.cms.config.ts) share: one
// test at a time, a flaky test failing CI, scripts/lib/chromium.ts's Chromium, traces and screenshots of
// failures, and the list reporter last so a run ends with its summary line.
import type { PlaywrightTestConfig } from "@playwright/test"
import { launchOptions } from "../scripts/lib/chromium.ts"

export function sharedConfig(reportFolder: string) {
  return {
    // The tests of each suite share one stack (database, outbox, or the editor's copy of the site).
    workers: 1,
    fullyParallel: false,
    forbidOnly: Boolean(process.env.CI),
    // In CI a failed test runs once more, to tell a regression (fails twice) from a timing defect (flaky),
    // each attempt's trace kept; either fails the run.
    retries: process.env.CI ? 1 : 0,
    failOnFlakyTests: Boolean(process.env.CI),
    reporter: [["html", { outputFolder: reportFolder, open: "never" }], ["list"]],
    use: {
      launchOptions: launchOptions(),
      // A failed test keeps the trace of each attempt (actions, DOM snapshots, network, console). Without
      // the screencast: recording it delays the page's timers by up to 1.5 s on a busy machine, and the
      // site suite times them.
      trace: { mode: "retain-on-failure-and-retries", screenshots: false },
      screenshot: "only-on-failure",
    },
  } satisfies PlaywrightTestConfig
}
