// npm run bench:lighthouse (docs/benchmark.md): Lighthouse CI (lighthouserc.cjs) on public/ and the stock
// Gatsby page, served by Cloudflare's local runtime; each URL's first-load JS, median TBT and LCP, x stock.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { PRODUCTION_BUILD_MARKER } from "../../src/node/production-build.ts"
import { firstLoadJs } from "../lib/first-load-js.mjs"
import { startPagesDev } from "../lib/pages-dev.mjs"
import { ROOT, runCommand, stopAll, stopAllOnSignals } from "../lib/processes.mjs"

const STOCK = join(ROOT, "scripts/bench/stock-gatsby/public")
if (!existsSync(join(ROOT, PRODUCTION_BUILD_MARKER)) || !existsSync(join(STOCK, "index.html")))
  throw new Error("Build first: LOCAL_PREVIEW=1 npm run build (npm run bench:lighthouse builds the stock)")
stopAllOnSignals()
// On the ports lighthouserc.cjs's URLs name.
await Promise.all([startPagesDev({ port: 9310 }), startPagesDev({ dir: STOCK, port: 9311 })])
const { code } = await runCommand("npx", ["lhci", "autorun"])
await stopAll()

const read = (...path) => readFileSync(join(...path), "utf8")
const reports = readdirSync(join(ROOT, ".lighthouseci")).filter((file) => /^lhr-\d+\.json$/.test(file))
const runs = Map.groupBy(
  reports.map((file) => JSON.parse(read(ROOT, ".lighthouseci", file))),
  (run) => run.requestedUrl,
)
const median = (values) => values.toSorted((a, b) => a - b)[values.length >> 1]

/** KB gzip of a URL's first-load JavaScript (scripts/lib/first-load-js.mjs); 0 if it starts no runtime. */
function firstLoadKb(url) {
  const { port, pathname } = new URL(url)
  const dir = port === "9311" ? STOCK : join(ROOT, "public")
  // A page of src/pages/ is served from its folder; any other path is the 404 page.
  const inFolder = pathname.endsWith("/")
  const html = read(dir, inFolder ? `${pathname}index.html` : "404.html")
  const page = inFolder ? pathname.slice(1, -1) || "index" : "404"
  return html.includes("/app-") ? firstLoadJs(dir, page).gzipBytes / 1024 : 0
}
/** A URL's first-load JavaScript (KB), median TBT and median LCP (ms). */
const measure = (url) => [
  firstLoadKb(url),
  ...["total-blocking-time", "largest-contentful-paint"].map((audit) =>
    median(runs.get(url).map((run) => run.audits[audit].numericValue)),
  ),
]
const stock = measure("http://127.0.0.1:9311/")
const benchmarkIndex = median([...runs.values()].flat().map((run) => run.environment.benchmarkIndex))
console.log(`\nMedians of each URL's runs; Lighthouse benchmarkIndex ${benchmarkIndex} (median)\n`)
console.log("| URL | runs | first-load JS (gzip) | x stock | TBT | x stock | LCP | x stock |")
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |")
// Against a stock value of 0 (no TBT) a ratio says nothing: the difference does.
const vs = (n, i) => (stock[i] ? `${(n / stock[i]).toFixed(2)}x` : `+${n.toFixed(0)}`)
const cell = (n, i) => `${n.toFixed(i ? 0 : 1)} ${i ? "ms" : "KB"} | ${vs(n, i)}`
for (const [url, own] of runs)
  console.log(`| ${url} | ${own.length} | ${measure(url).map(cell).join(" | ")} |`)
process.exitCode = code
