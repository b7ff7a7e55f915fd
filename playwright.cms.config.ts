// The browser editor's tests (e2e/cms/), against `gatsby develop` and Decap's local proxy on a
// temporary copy of the site. Its own config for now; the main Playwright config can absorb it.
import { defineConfig } from "@playwright/test"
import { execFileSync } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** Workers load this file again: the ports and folder are chosen once and passed on in the env. */
function once(name: string, choose: () => string): string {
  process.env[name] ??= choose()
  return process.env[name]
}
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim()

const sitePort = once("CMS_SITE_PORT", freePort)
once("CMS_PROXY_PORT", freePort)
once("CMS_SITE_DIR", () => mkdtempSync(join(tmpdir(), "cms-e2e-")))

export default defineConfig({
  testDir: "e2e/cms",
  outputDir: "e2e/artifacts/cms",
  // One editor, one copy of the content: the tests save in turn.
  workers: 1,
  fullyParallel: false,
  timeout: 300_000,
  // The editor is a 2 MB script that a busy two-core machine parses slowly.
  expect: { timeout: 60_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
      ],
    },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node e2e/cms/editor-stack.mjs",
    url: `http://127.0.0.1:${sitePort}/admin/`,
    // A cold `gatsby develop` on a busy two-core machine.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
})
