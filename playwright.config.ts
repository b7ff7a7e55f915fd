// The browser suite (e2e/README.md): Debian's Chromium against the production build, served with the
// real backend (PGlite, the Deno function with an outbox) on free loopback ports, at 1280 and 375 px.
import { join } from "node:path"
import { defineConfig } from "@playwright/test"
import { stack } from "./e2e/stack"
import { sharedConfig } from "./e2e/shared-config"

// The servers stop on SIGTERM (the function and the build take their own children with them).
const gracefulShutdown = { signal: "SIGTERM", timeout: 15_000 } as const

// The specs that time what the visitor sees (scrolls, tooltips, toasts) to the millisecond: npm test runs
// them alone (E2E_SPECS=timed), the others beside its other steps (E2E_SPECS=untimed), each part keeping
// its own report and traces. A spec that times anything belongs in this list.
const TIMED_SPECS = ["contact", "dialogs", "navigation"].map((name) => `**/${name}.spec.ts`)
const part = process.env.E2E_SPECS
if (part && part !== "timed" && part !== "untimed")
  throw new Error(`E2E_SPECS is timed or untimed, not ${part}`)

// The tests share one database and outbox and time animations to the millisecond: one at a time.
const shared = sharedConfig(join("playwright-report", part ?? ""))

export default defineConfig({
  testDir: "e2e/tests",
  ...(part === "timed" ? { testMatch: TIMED_SPECS } : {}),
  ...(part === "untimed" ? { testIgnore: TIMED_SPECS } : {}),
  outputDir: join("test-results", part ?? ""),
  ...shared,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: { ...shared.use, baseURL: stack.siteUrl },
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
      wait: { stdout: /send-contact-email on/ },
      timeout: 120_000,
      // With E2E_DEBUG=1 the function's own log too.
      stdout: "pipe",
      gracefulShutdown,
    },
    {
      name: "site",
      // Served by Cloudflare's own local runtime (public/_headers, Content-Security-Policy included,
      // its redirects and 404 page), so a policy or URL that would break the live site fails here.
      command: `node --import tsx e2e/servers/build-site.mjs && exec node --import tsx scripts/serve.mjs --port ${stack.sitePort} --quiet`,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
      url: stack.siteUrl,
      // The production build comes first (minutes on a busy machine), unless E2E_REUSE_BUILD=1.
      timeout: 20 * 60_000,
      stdout: "pipe",
      gracefulShutdown,
    },
  ],
})
