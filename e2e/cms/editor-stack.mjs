// The browser editor's stack for e2e/cms: a temporary copy of the site (saves never touch this checkout), the
// editor's local backend on 127.0.0.1 as npm start runs it (scripts/editor-proxy.mjs: saves wait on branches of
// the copy's .local/editor, "Publish" copies them into its content/), and `gatsby develop` serving the site and
// /admin/. Playwright's webServer starts it; ports and folder come from playwright.cms.config.ts.
import { spawn } from "node:child_process"
import { openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
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
// Sixty projects, as many as the site is built for: the committed ones, and copies with titles of their own.
const projects = join(site, "content", "projects")
const models = readdirSync(projects).map((file) => readFileSync(join(projects, file), "utf8"))
for (let position = models.length + 1; position <= 60; position++) {
  const model = models[position % models.length]
  const { title } = JSON.parse(model)
  const copy = model.replace(JSON.stringify(title), JSON.stringify(`${title} ${position}`))
  writeFileSync(join(projects, `copy-${position}.json`), copy)
}
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
// develop's output goes to CMS_DEVELOP_LOG: the tests read what an editor running `npm start` would see.
const log = openSync(logFile, "w")
const gatsby = join(site, "node_modules", ".bin", "gatsby")
const children = [
  spawn(process.execPath, [join(site, "scripts", "editor-proxy.mjs"), site, proxyPort], {
    cwd: site,
    stdio: "inherit",
    env,
  }),
  spawn(gatsby, ["develop", "--host", "127.0.0.1", "--port", sitePort], {
    cwd: site,
    stdio: ["ignore", log, log],
    env: { ...env, GATSBY_DECAP_SERVER_PORT: proxyPort },
  }),
]

// The copy goes once nothing reads it any more.
async function stop() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
  await Promise.all(running.map((child) => new Promise((gone) => child.once("exit", gone).kill("SIGTERM"))))
  rmSync(site, { recursive: true, force: true })
  process.exit(0)
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
for (const child of children) child.on("exit", (code) => code && stop())
