// The browser editor's stack for e2e/cms: a temporary copy of the site (so saves never touch this
// checkout), the editor's local backend on 127.0.0.1 as npm start runs it (scripts/editor-proxy.mjs:
// saves wait on branches of the copy's .local/editor, "Publish" copies them into its content/), and
// `gatsby develop` serving the site and /admin/. Playwright's webServer starts it; ports and folder
// come from playwright.cms.config.ts.
import { spawn } from "node:child_process"
import { createWriteStream, rmSync } from "node:fs"
import { join } from "node:path"
import { copySite } from "../../scripts/lib/site-copy.mjs"

const {
  CMS_SITE_DIR: site,
  CMS_SITE_PORT: sitePort,
  CMS_PROXY_PORT: proxyPort,
  CMS_DEVELOP_LOG: logFile,
} = process.env
if (!site || !sitePort || !proxyPort || !logFile) throw new Error("run through playwright.cms.config.ts")

copySite(site)
const bin = (name) => join(site, "node_modules", ".bin", name)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const children = [
  spawn(process.execPath, [join(site, "scripts", "editor-proxy.mjs"), site, proxyPort], {
    cwd: site,
    stdio: "inherit",
    env,
  }),
  spawn(bin("gatsby"), ["develop", "--host", "127.0.0.1", "--port", sitePort], {
    cwd: site,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, GATSBY_DECAP_SERVER_PORT: proxyPort },
  }),
]
// What develop prints goes on to this terminal and into CMS_DEVELOP_LOG, where the tests read what an
// editor running `npm start` would see.
const log = createWriteStream(logFile)
for (const [from, to] of [
  [children[1].stdout, process.stdout],
  [children[1].stderr, process.stderr],
]) {
  from.on("data", (chunk) => {
    to.write(chunk)
    log.write(chunk)
  })
}

function stop() {
  for (const child of children) child.kill("SIGTERM")
  rmSync(site, { recursive: true, force: true })
  process.exit(0)
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
for (const child of children) child.on("exit", (code) => code && stop())
