// The browser editor's tests (e2e/cms/, `npm run test:editor`) on npm start's stack, not the production
// build the main suite serves: `gatsby develop` and Decap's local proxy on a temporary copy of the site.
import { defineConfig } from "@playwright/test"
import { execFileSync } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sharedConfig } from "./e2e/shared-config"

/** Workers load this file again: the ports and folder are chosen once and passed on in the env. */
if (!process.env.CMS_SITE_DIR) {
  const [sitePort, proxyPort] = JSON.parse(
    execFileSync(process.execPath, [join(__dirname, "scripts/lib/free-port.mjs"), "2"], { encoding: "utf8" }),
  ) as number[]
  process.env.CMS_SITE_PORT = String(sitePort)
  process.env.CMS_PROXY_PORT = String(proxyPort)
  process.env.CMS_SITE_DIR = mkdtempSync(join(tmpdir(), "cms-e2e-"))
  process.env.CMS_DEVELOP_LOG = join(process.env.CMS_SITE_DIR, "develop.log")
}
const siteUrl = `http://127.0.0.1:${process.env.CMS_SITE_PORT}`

// One editor, one copy of the content: the tests save in turn.
const shared = sharedConfig("playwright-report/cms")

export default defineConfig({
  testDir: "e2e/cms",
  outputDir: "test-results/cms",
  ...shared,
  timeout: 180_000,
  // The editor is a 2 MB script that a busy two-core machine parses slowly, and each save goes
  // through gatsby develop's rebuild before the site shows it.
  expect: { timeout: 60_000 },
  use: { ...shared.use, baseURL: siteUrl, viewport: { width: 1440, height: 900 } },
  webServer: {
    command: "node e2e/cms/editor-stack.mjs",
    url: `${siteUrl}/admin/`,
    // A cold `gatsby develop` on a busy two-core machine.
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
})
