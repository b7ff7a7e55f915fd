// Chromium for the browser tests, with the quality gates every page must pass: no console errors
// or hydration warnings, no failed requests other than deliberate ones, no serious axe violations.
import assert from "node:assert/strict"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"

export const SITE = process.env.E2E_SITE_URL ?? "http://127.0.0.1:9000"
export const FUNCTION_URL = process.env.E2E_FUNCTION_URL ?? "http://127.0.0.1:54321/functions/v1/send-contact-email"
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? "e2e/artifacts"

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 375, height: 812 }

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  // Documents re-served by page.route (to add the production headers) have no address, so Chromium's
  // local-network checks would take the loopback function for a different network than the page.
  "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights",
]
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** One browser per test file; call close() in after(). */
export async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), "e2e-chromium-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: FLAGS,
    viewport: DESKTOP,
  })
  return {
    context,
    /** A fresh page at the given size, served with the production headers and watched for problems. */
    async page(viewport = DESKTOP) {
      const page = await context.newPage()
      await page.setViewportSize(viewport)
      await serveWithProductionHeaders(page)
      return { page, watch: watch(page) }
    },
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * gatsby serve ignores public/_headers; add its headers (the Content-Security-Policy above all) to
 * every document, as the production host does, so a policy that breaks the site fails here.
 */
async function serveWithProductionHeaders(page) {
  const headers = productionHeaders()
  await page.route(`${SITE}/**`, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback()
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), ...headers } })
  })
}

let cachedHeaders
function productionHeaders() {
  if (cachedHeaders) return cachedHeaders
  const file = readFileSync(new URL("../../public/_headers", import.meta.url), "utf8")
  const block = file.split(/\n\s*\n/).find((section) => section.startsWith("/*\n")) ?? ""
  cachedHeaders = Object.fromEntries(
    block.split("\n").slice(1).map((line) => line.trim().split(/:\s(.*)/s).slice(0, 2)).filter(([name]) => name),
  )
  assert.ok(cachedHeaders["Content-Security-Policy"], "public/_headers has a Content-Security-Policy")
  return cachedHeaders
}

/**
 * Records what a visitor would never want to see: console errors (React reports hydration mismatches
 * there), uncaught exceptions and failed requests. `expect()` marks deliberate ones.
 */
export function watch(page) {
  const problems = []
  const expected = []
  page.on("console", (message) => {
    if (process.env.E2E_DEBUG) console.log(`[console ${message.type()}] ${message.text()}`)
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`uncaught exception: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`))
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return {
    /** Allows problems matching `pattern` (e.g. the 404 page's own 404 response). */
    expect(pattern) {
      expected.push(pattern)
    },
    assertClean(context = "") {
      const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))
      assert.deepEqual(unexpected, [], `${context} the page reported problems a visitor could hit`)
    },
  }
}

/** axe-core on the current page: no serious or critical accessibility violations. */
export async function assertAccessible(page, context) {
  // Contrast is only meaningful once fades have settled: a half-faded overlay is a frame, not the design.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] })
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`)
  })
  assert.deepEqual(violations, [], `${context}: accessibility violations`)
}

/** Waits until the page's JavaScript has taken over (Gatsby hydrated the pre-rendered HTML). */
export async function gotoHydrated(page, path) {
  await page.goto(`${SITE}${path}`, { waitUntil: "networkidle" })
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")))
  })
}

/** The section's top edge relative to the viewport, or null if it is not there. */
export function sectionTop(page, id) {
  return page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? null, id)
}

/** Asserts a section lands at the top of the viewport, just under the fixed top bar. */
export async function assertSectionInView(page, id, message) {
  await page.waitForFunction(
    (sectionId) => {
      const top = document.getElementById(sectionId)?.getBoundingClientRect().top
      return top !== undefined && top >= 0 && top < 140
    },
    id,
    { timeout: 3000 },
  ).catch(async () => {
    assert.fail(`${message}: the ${id} section should be at the top of the screen, but its top is at ${await sectionTop(page, id)} px (URL ${page.url()})`)
  })
}

export async function screenshot(page, name) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true })
}
