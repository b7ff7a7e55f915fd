// The browser suite (e2e/README.md): Debian's Chromium against the production build, served with the
// real backend (PGlite, the Deno function with an outbox) on free loopback ports, at 1280 and 375 px.
import { defineConfig } from "@playwright/test"
import { stack } from "./e2e/stack"
import chromium from "./scripts/lib/chromium.json"

const CHROMIUM_FLAGS = [
  // Debian's Chromium as every script of the project runs it (scripts/lib/chromium.json).
  ...chromium.flags,
  // Documents re-served by a route (to add the production headers) have no address, so Chromium's
  // local-network checks would take the loopback function for a different network than the page.
  "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights",
]
// The servers stop on SIGTERM (the function and the build take their own children with them).
const gracefulShutdown = { signal: "SIGTERM", timeout: 15_000 } as const

export default defineConfig({
  testDir: "e2e/tests",
  // The tests share one database and outbox and time animations to the millisecond: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed test runs once more: a real regression fails twice, a timing hiccup of a loaded
  // machine is reported as flaky (with the first attempt's trace).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // The list reporter last, so the run ends with its summary line.
  reporter: [["html", { outputFolder: "playwright-report", open: "never" }], ["list"]],
  use: {
    baseURL: stack.siteUrl,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? chromium.executablePath,
      args: CHROMIUM_FLAGS,
    },
    // A failed test keeps its trace (actions, DOM snapshots, network, console). Without the screencast:
    // recording it delays the page's timers by up to 1.5 s on a busy machine, and the suite times them.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  // A test runs at 1280 px unless tagged: @both-widths runs it at 375 px as well, @mobile-only only there.
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 900 } }, grepInvert: /@mobile-only/ },
    { name: "mobile", use: { viewport: { width: 375, height: 812 } }, grep: /@both-widths|@mobile-only/ },
  ],
  webServer: [
    {
      name: "database",
      command: "node scripts/local/db.mjs",
      env: { PGLITE_PORT: String(stack.databasePort), PGLITE_DATA_DIR: "memory://" },
      wait: { stdout: /PGlite listening/ },
      stdout: "pipe",
      gracefulShutdown,
    },
    {
      name: "function",
      command: "node e2e/servers/function.mjs",
      url: stack.functionControlUrl,
      timeout: 120_000,
      // With E2E_DEBUG=1 the function's own log too.
      stdout: "pipe",
      gracefulShutdown,
    },
    {
      name: "site",
      command: `node e2e/servers/build-site.mjs && exec node_modules/.bin/gatsby serve --host 127.0.0.1 --port ${stack.sitePort}`,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
      url: stack.siteUrl,
      // The production build comes first (minutes on a busy machine), unless E2E_REUSE_BUILD=1.
      timeout: 20 * 60_000,
      stdout: "pipe",
      gracefulShutdown,
    },
  ],
})
