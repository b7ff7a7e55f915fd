// Chromium for the browser tests, with the quality gates every page of every test must pass: no
// console errors or hydration warnings, no uncaught exceptions, no failed requests other than the
// deliberate ones a test declares, and no serious axe violations where a test runs axe.
import assert from "node:assert/strict"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, before } from "node:test"
import { chromium } from "playwright-core"
import { onTeardown } from "./hooks.mjs"
import { SCROLL_DELAY_MS } from "./product.mjs"

export const SITE = process.env.E2E_SITE_URL ?? "http://127.0.0.1:9000"
export const FUNCTION_URL =
  process.env.E2E_FUNCTION_URL ?? "http://127.0.0.1:54321/functions/v1/send-contact-email"
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? "e2e/artifacts"

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 375, height: 812 }

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Documents re-served by page.route (to add the production headers) have no address, so Chromium's
  // local-network checks would take the loopback function for a different network than the page.
  "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights",
]
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/**
 * The test file's browser: launched before its tests, closed after them (also when the launch
 * failed). Every page a test opens with `browser.page()` is checked after that test: a console
 * error, hydration warning, uncaught exception or failed request it did not declare fails the test.
 */
export function useBrowser() {
  let launched
  const open = []
  before(async () => {
    launched = await launchBrowser()
  })
  afterEach(async () => {
    const failures = []
    for (const { page, watch } of open.splice(0)) {
      try {
        watch.assertClean()
      } catch (error) {
        failures.push(error.message)
      }
      await page.close().catch(() => {})
    }
    if (failures.length > 0) assert.fail(failures.join("\n\n"))
  })
  onTeardown(() => launched?.close())
  return {
    /** A fresh page at the given size, served with the production headers and watched for problems. */
    async page(viewport = DESKTOP) {
      assert.ok(
        launched,
        "Chromium did not start, so no visitor's page could be opened (see the before hook's error)",
      )
      const opened = await launched.page(viewport)
      open.push(opened)
      return opened
    },
  }
}

async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), "e2e-chromium-"))
  let context
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: FLAGS,
      viewport: DESKTOP,
    })
  } catch (error) {
    rmSync(profile, { recursive: true, force: true })
    throw error
  }
  return {
    async page(viewport) {
      const page = await context.newPage()
      await page.setViewportSize(viewport)
      await serveWithProductionHeaders(page)
      return { page, watch: watch(page) }
    },
    async close() {
      try {
        await context.close()
      } finally {
        rmSync(profile, { recursive: true, force: true })
      }
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
    block
      .split("\n")
      .slice(1)
      .map((line) =>
        line
          .trim()
          .split(/:\s(.*)/s)
          .slice(0, 2),
      )
      .filter(([name]) => name),
  )
  assert.ok(
    cachedHeaders["Content-Security-Policy"],
    "public/_headers should give every page a Content-Security-Policy, but it has none",
  )
  return cachedHeaders
}

const describeProblem = ({ kind, method, url, text }) =>
  `${kind}: ${[method, url, text && `"${text}"`].filter(Boolean).join(" ")}`
const listed = (lines) => lines.map((line) => `\n  - ${line}`).join("")

/**
 * Records what a visitor would never want to see: console errors (React reports hydration mismatches
 * there), uncaught exceptions and failed requests. A test declares its deliberate failures with
 * `expectFailedRequest` and `expectConsoleError`: each must then happen exactly once (or `times`),
 * and nothing else may.
 */
function watch(page) {
  const problems = []
  const allowances = []
  page.on("console", (message) => {
    if (process.env.E2E_DEBUG) console.log(`[console ${message.type()}] ${message.text()}`)
    if (message.type() === "error" || /hydrat/i.test(message.text())) {
      problems.push({ kind: `console ${message.type()}`, text: message.text(), url: message.location().url })
    }
  })
  page.on("pageerror", (error) => problems.push({ kind: "uncaught exception", text: error.message }))
  page.on("requestfailed", (request) => {
    const text = request.failure()?.errorText
    // An image the page itself stopped loading (it left the page on navigation) is no failure.
    if (request.resourceType() === "image" && text === "net::ERR_ABORTED") return
    problems.push({ kind: "request failed", method: request.method(), text, url: request.url() })
  })
  page.on("response", (response) => {
    if (response.status() >= 400) {
      problems.push({
        kind: `HTTP ${response.status()}`,
        method: response.request().method(),
        status: response.status(),
        url: response.url(),
      })
    }
  })
  return {
    /**
     * A request that fails on purpose: `status` (an HTTP error) or `error` (e.g. net::ERR_CONNECTION_REFUSED).
     * Chromium's own "Failed to load resource" console line for it is part of the same failure.
     */
    expectFailedRequest(url, { method = "GET", status, error, times = 1 }) {
      allowances.push({
        description: `${method} ${url} ${status ? `answering ${status}` : `failing with ${error}`}`,
        times,
        isTheFailure: (problem) =>
          problem.url === url &&
          problem.method === method &&
          (status ? problem.status === status : problem.kind === "request failed" && problem.text === error),
        isItsEcho: (problem) =>
          problem.kind === "console error" &&
          problem.url === url &&
          problem.text.startsWith("Failed to load resource"),
      })
    },
    /** A console error the product writes on purpose; `text` is how the message starts. */
    expectConsoleError(text, { times = 1 } = {}) {
      allowances.push({
        description: `the console error "${text}…"`,
        times,
        isTheFailure: (problem) => problem.kind === "console error" && problem.text.startsWith(text),
        isItsEcho: () => false,
      })
    },
    assertClean(context = "") {
      const where = `${context || page.url()}`
      // Each deliberate failure (with its echo) is allowed as many times as declared, no more.
      const seen = allowances.map(() => ({ failures: 0, echoes: 0 }))
      const unexpected = problems.filter((problem) => {
        const index = allowances.findIndex(
          (allowance, at) =>
            (allowance.isTheFailure(problem) && seen[at].failures < allowance.times) ||
            (allowance.isItsEcho(problem) && seen[at].echoes < allowance.times),
        )
        if (index === -1) return true
        seen[index][allowances[index].isTheFailure(problem) ? "failures" : "echoes"] += 1
        return false
      })
      assert.ok(
        unexpected.length === 0,
        `${where}: the visitor's browser reported errors or failed requests that nobody would notice on screen:${listed(unexpected.map(describeProblem))}`,
      )
      const missing = allowances.filter((allowance, at) => seen[at].failures < allowance.times)
      assert.ok(
        missing.length === 0,
        `${where}: a deliberate failure did not happen as often as declared, so the visitor did not meet what this test is about:${listed(
          missing.map((allowance) => `${allowance.description} (${allowance.times}x)`),
        )}`,
      )
    },
  }
}

/** axe-core on the current page: no serious or critical accessibility violations. */
export async function assertAccessible(page, context) {
  // Contrast is only meaningful once fades have settled: a half-faded overlay is a frame, not the design.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  )
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
  // (an injected <script> tag would be blocked by it, as any inline script without its hash is).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] })
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      )
  })
  assert.ok(
    violations.length === 0,
    `${context}: visitors using a screen reader, the keyboard or low vision would meet these serious accessibility problems:${listed(violations)}`,
  )
}

/** Waits until the page's JavaScript has taken over (Gatsby hydrated the pre-rendered HTML). */
export async function gotoHydrated(page, path) {
  const response = await page.goto(`${SITE}${path}`, { waitUntil: "networkidle" })
  await waitForHydration(page)
  return response
}

export async function waitForHydration(page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")))
  })
}

/** Waits for `locator` to be visible; otherwise fails with `message`, what the visitor misses. */
export async function assertShows(locator, message, { timeout = 5000 } = {}) {
  await locator.waitFor({ state: "visible", timeout }).catch(() => assert.fail(message))
}

/** Waits for `locator` to leave the page; otherwise fails with `message`. */
export async function assertGone(locator, message, { timeout = 3000 } = {}) {
  await locator.waitFor({ state: "detached", timeout }).catch(() => assert.fail(message))
}

/** Waits for the address to become `path` (with any #fragment); otherwise says where the visitor is. */
export async function assertArrives(page, path, what) {
  await page.waitForURL(`${SITE}${path}`, { timeout: 5000 }).catch(() => {
    assert.fail(`${what}: the visitor should arrive at ${path}, but the address is ${page.url()}`)
  })
}

/** The section's top edge relative to the viewport, or null if it is not there. */
function sectionTop(page, id) {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? null,
    id,
  )
}

/** Asserts a section lands at the top of the viewport, just under the fixed top bar. */
export async function assertSectionInView(page, id, message) {
  await page
    .waitForFunction(
      (sectionId) => {
        const top = document.getElementById(sectionId)?.getBoundingClientRect().top
        return top !== undefined && top >= 0 && top < 140
      },
      id,
      { timeout: 3000 },
    )
    .catch(async () => {
      assert.fail(
        `${message}: the ${id} section should be at the top of the screen, but its top is at ${await sectionTop(page, id)} px (URL ${page.url()})`,
      )
    })
}

/** SPEC §9: sections are scrolled to about 100 ms after navigating; this allows for timer and frame jitter. */
const SCROLL_DELAY = { earliestMs: SCROLL_DELAY_MS - 10, latestMs: SCROLL_DELAY_MS + 500 }

/**
 * Clicks `trigger` and asserts what the visitor sees: the home page's `section` is reached by a smooth
 * scroll (a jump with `smooth: false`) that starts about 100 ms after the click, or, coming from
 * another page, 100 ms after arriving on the home page, and ends with the section under the top bar.
 */
export async function assertScrollsToSection(page, trigger, section, what, { smooth = true } = {}) {
  const fromHome = new URL(page.url()).pathname === "/"
  await page.evaluate((sectionId) => {
    const log = { clickedAt: 0, arrivedAt: 0, scrolls: [] }
    window.__sectionScroll = log
    document.addEventListener("click", () => (log.clickedAt ||= performance.now()), { capture: true })
    addEventListener("scroll", () => log.scrolls.push(performance.now()), { passive: true })
    // When the page asks to scroll: the first scroll event trails the request by one to three frames.
    log.requests = []
    for (const [target, name] of [
      [Element.prototype, "scrollIntoView"],
      [Element.prototype, "scrollTo"],
      [window, "scrollTo"],
      [window, "scroll"],
      [window, "scrollBy"],
    ]) {
      const original = target[name]
      target[name] = function (...args) {
        log.requests.push(performance.now())
        return original.apply(this, args)
      }
    }
    // Arrival: the moment the home page, with the section, is rendered (Gatsby navigates client-side).
    new MutationObserver((_, observer) => {
      if (location.pathname !== "/" || !document.getElementById(sectionId)) return
      log.arrivedAt = performance.now()
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  }, section)
  await trigger.click()
  await assertArrives(page, `/#${section}`, what)
  await assertSectionInView(page, section, what)
  const settled = await page
    .waitForFunction(
      () => {
        const log = window.__sectionScroll
        if (!log) return "reloaded"
        const last = log.scrolls.at(-1)
        return last !== undefined && performance.now() - last > 150 && "settled"
      },
      undefined,
      { timeout: 3000 },
    )
    .then(
      (handle) => handle.jsonValue(),
      () => "no scroll",
    )
  assert.notEqual(
    settled,
    "reloaded",
    `${what}: the whole page reloaded, so the visitor sees a jump to the section instead of the site moving there`,
  )
  assert.equal(
    settled,
    "settled",
    `${what}: the visitor should see the page scroll to the ${section} section, but it never moved`,
  )

  const { clickedAt, arrivedAt, requests, scrolls } = await page.evaluate(() => window.__sectionScroll)
  const startedAt = fromHome ? clickedAt : arrivedAt
  const reference = fromHome ? "the click" : "arriving on the home page"
  assert.ok(
    startedAt > 0,
    `${what}: ${fromHome ? "the click never reached the page" : "the visitor never arrived on the home page by in-site navigation"}`,
  )
  const movement = scrolls.filter((time) => time >= startedAt)
  const delay = Math.round(
    Math.min(requests.find((time) => time >= startedAt) ?? Infinity, movement[0] ?? Infinity) - startedAt,
  )
  if (process.env.E2E_DEBUG)
    console.log(`[scroll] ${what}: started ${delay} ms after ${reference}, ${movement.length} scroll events`)
  assert.ok(
    delay >= SCROLL_DELAY.earliestMs,
    `${what}: the page started scrolling ${delay} ms after ${reference}; the visitor should see it wait about ${SCROLL_DELAY_MS} ms first (SPEC §9)`,
  )
  assert.ok(
    delay <= SCROLL_DELAY.latestMs,
    `${what}: the page started scrolling only ${delay} ms after ${reference}; the visitor should see it move about ${SCROLL_DELAY_MS} ms after`,
  )
  if (smooth) {
    assert.ok(
      movement.length > 3,
      `${what}: the page jumped to the ${section} section (${movement.length} scroll events) instead of scrolling there smoothly`,
    )
  } else {
    assert.ok(
      movement.length <= 2,
      `${what}: with reduced motion the page should jump to the ${section} section, but it animated (${movement.length} scroll events)`,
    )
  }
}

/**
 * Saves what the visitor sees to e2e/artifacts/. `fullPage` stretches the viewport for a moment, which
 * starts (and then cancels) lazy image loads: use it only once the page's images have loaded.
 */
export async function screenshot(page, name, { fullPage = false } = {}) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage })
}
