// One Lighthouse run of one page (default mobile config, simulated throttling, Debian's Chromium) and
// what the bench keeps of it. Every run gets a fresh Chromium, and so a fresh profile: no run sees
// another's cache, service worker or storage.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import chromium from "../../lib/chromium.json" with { type: "json" }
import { kb, round, sum } from "./stats.mjs"

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

const chromePath = process.env.CHROME_PATH ?? chromium.executablePath

// The Chromium of the current run, so it can be stopped on the way out whatever happens.
let chrome = null

/** chrome-launcher's kill() is synchronous: it signals Chromium and removes its temporary profile. */
export function stopChrome() {
  const running = chrome
  chrome = null
  try {
    running?.kill()
  } catch {
    // Already gone.
  }
}

/**
 * Lighthouse on `url`; `publicDir` is the folder the page is served from (its scripts are gzipped
 * from there). NO_FCP, PROTOCOL_TIMEOUT and the like are usually a hiccup of a busy machine: one
 * retry, recorded. Resolves with `{ lhr, run }`, both null-free only when a run succeeded.
 */
export async function measurePage({ url, publicDir, expectNotFound = false }) {
  const errors = []
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const lhr = await runLighthouse(url, expectNotFound)
      if (!lhr.runtimeError) return { lhr, run: { attempts: attempt, errors, ...summarise(lhr, publicDir) } }
      errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    } catch (error) {
      errors.push(error instanceof Error ? `${error.code ?? error.name}: ${error.message}` : String(error))
    }
  }
  return { lhr: null, run: { attempts: 2, errors } }
}

async function runLighthouse(url, expectNotFound) {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromium.flags,
    handleSIGINT: false, // the bench's own handler stops the servers too
    logLevel: "silent",
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // The 404 page is meant to come back as a 404.
      ignoreStatusCode: expectNotFound,
    })
    if (!result) throw new Error("Lighthouse returned no result")
    return result.lhr
  } finally {
    stopChrome()
  }
}

function summarise(lhr, publicDir) {
  const audits = lhr.audits
  const requests = audits["network-requests"].details?.items ?? []
  const scripts = firstLoadScripts(lhr, publicDir)
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    fcpSeconds: round(audits["first-contentful-paint"].numericValue / 1000, 2),
    lcpSeconds: round(audits["largest-contentful-paint"].numericValue / 1000, 2),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    cls: round(audits["cumulative-layout-shift"].numericValue, 3),
    speedIndexSeconds: round(audits["speed-index"].numericValue / 1000, 2),
    totalKb: kb(audits["total-byte-weight"].numericValue),
    jsKb: kb(sum(scripts.map((script) => script.gzipBytes))),
    imageKb: kb(
      sum(
        requests.filter((request) => request.resourceType === "Image").map((request) => request.transferSize),
      ),
    ),
    requests: requests.length,
    documentStatus: requests.find((request) => request.resourceType === "Document")?.statusCode,
    interactiveSeconds: round(audits.interactive.numericValue / 1000, 2),
    observedLoadMs: audits.metrics.details?.items?.[0]?.observedLoad,
    firstLoadScripts: scripts,
    runWarnings: lhr.runWarnings,
    environment: {
      chromium: lhr.environment.hostUserAgent,
      lighthouse: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
  }
}

// First-load JS: every Script request that started before Lighthouse's `interactive` (TTI) time.
// Not "before the load event": Gatsby's async bundles fire the load event before its runtime has even
// requested the page's own component chunk, so that cut would leave out the code that hydrates the page.
// `interactive` is simulated (throttled) while the request times are observed (unthrottled), so this
// counts generously: what a slow phone would request before TTI, which in Lighthouse's own model
// (every script in the load gates TTI) is all of it. Both times are put on the trace clock first.
// Each script keeps its start time and whether it came after the load event, to see what was counted.
// Its size is the JavaScript itself, gzipped (the measure of scripts/check-build.mjs); the response's
// transfer size is kept beside it, but it also counts the HTTP/1.1 headers of the local server (about
// 2 KB each, Content-Security-Policy included), which are not JavaScript and which the host's HTTP/2
// compresses.
function firstLoadScripts(lhr, publicDir) {
  const details = lhr.audits["network-requests"].details
  const observed = lhr.audits.metrics.details?.items?.[0] ?? {}
  const networkStartUs = details?.debugData?.networkStartTimeTs
  const navigationStartUs = observed.observedNavigationStartTs
  if (networkStartUs === undefined || navigationStartUs === undefined)
    throw new Error("Lighthouse reported no timings to place the scripts with")
  const interactiveMs = lhr.audits.interactive.numericValue
  return (details.items ?? [])
    .filter((request) => request.resourceType === "Script")
    .map((request) => ({
      url: request.url.replace(/^https?:\/\/[^/]+/, ""),
      transferSize: request.transferSize,
      startMs: round((networkStartUs + request.rendererStartTime * 1000 - navigationStartUs) / 1000, 1),
    }))
    .filter((script) => script.startMs < interactiveMs)
    .map((script) => ({
      ...script,
      gzipBytes: gzipSync(readFileSync(join(publicDir, script.url))).length,
      afterLoadEvent: script.startMs > observed.observedLoad,
    }))
}

// What stands between a route and 100: in accessibility, best practices and SEO every weighted audit
// that did not pass; in performance the metrics that lost points and every opportunity or diagnostic
// that failed or claims savings on a metric (LCP, TBT, ...), even when the score is still 100.
export function auditsCostingPoints(lhr) {
  const found = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.group === "hidden" || audit.score === null) continue
      const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0)
      const failed = audit.score < 1 && (ref.weight > 0 || category === "performance")
      if (!failed && !(category === "performance" && savings.length)) continue
      found.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        metricSavings: savings.length ? Object.fromEntries(savings) : undefined,
        items: (audit.details?.items ?? []).slice(0, 5).map(describeItem),
      })
    }
  }
  return found
}

// A short, readable form of one row of an audit's details: its plain values, elements as selector and
// snippet, source locations as url:line, and the first few sub-rows.
function describeItem(item) {
  const described = {}
  for (const [key, value] of Object.entries(item)) {
    if (key === "subItems") described.subItems = (value?.items ?? []).slice(0, 3).map(describeItem)
    else if (value?.type === "node")
      described[key] = { selector: value.selector, snippet: value.snippet, explanation: value.explanation }
    else if (value?.type === "source-location") described[key] = `${value.url}:${value.line + 1}`
    else if (value?.type === "code" || value?.type === "url" || value?.type === "text")
      described[key] = value.value
    else if (value === null || typeof value !== "object")
      described[key] = typeof value === "string" ? value.slice(0, 300) : value
  }
  return described
}
