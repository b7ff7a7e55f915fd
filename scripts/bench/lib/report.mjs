// What `npm run bench:site` prints: the routes with their floors, the timings as ratios to the
// floors, the sizes against their budgets, the build and content-check times.
import { formatTable, withSpread } from "./table.mjs"

const METRIC_COLUMNS = [
  "route",
  "perf",
  "a11y",
  "bp",
  "seo",
  "LCP s",
  "TBT ms",
  "CLS",
  "total KB",
  "JS KB",
  "image KB",
  "requests",
]

function metricRow({ label, median: m, spread: s }) {
  if (!m) return [label, ...METRIC_COLUMNS.slice(1).map(() => "-")]
  return [
    label,
    withSpread(s.performance),
    m.scores.accessibility,
    m.scores["best-practices"],
    m.scores.seo,
    withSpread(s.lcpSeconds, 2),
    withSpread(s.tbtMs),
    m.cls.toFixed(3),
    m.totalKb.toFixed(1),
    m.jsKb.toFixed(1),
    m.imageKb.toFixed(1),
    m.requests,
  ]
}

const RATIO_COLUMNS = [
  ["tbtMs", "TBT"],
  ["lcpSeconds", "LCP"],
  ["performance", "perf"],
]

/** `routes`: `[{ page, floors: [{ name, summary, ratios }] }]` as site.mjs assembles them. */
export function printReport({ routes, runs, stockJs, builds, contentCheckSeconds, functionLoad, misses }) {
  const rows = []
  for (const { page } of routes) rows.push(metricRow(page))
  rows.push("rule")
  for (const { floors } of routes) for (const floor of floors) rows.push(metricRow(floor.summary))
  console.log(
    `\nLighthouse, mobile (simulated throttling), median of ${runs} interleaved runs per version, (min-max) where runs differ; KB = 1,024 bytes, JS = first-load, gzip`,
  )
  console.log(formatTable(METRIC_COLUMNS, rows))
  console.log(
    "without scripts = the same page with every <script> removed; stock Gatsby = a minimal Gatsby 5 page with the same hero (scripts/bench/stock-gatsby.mjs)",
  )

  const floorNames = [...new Set(routes.flatMap((route) => route.floors.map((floor) => floor.name)))]
  const header = [
    "route",
    ...RATIO_COLUMNS.flatMap(([, title]) => floorNames.map((name) => `${title} / ${name}`)),
    ...floorNames.map((name) => `TBT ms - ${name}`),
  ]
  const floorOf = (floors, name) => floors.find((floor) => floor.name === name)
  const ratioRows = routes.map(({ page, floors }) => [
    page.label,
    ...RATIO_COLUMNS.flatMap(([metric]) =>
      floorNames.map((name) => withSpread(floorOf(floors, name)?.ratios[metric], 2)),
    ),
    ...floorNames.map((name) => withSpread(floorOf(floors, name)?.tbtOverMs)),
  ])
  console.log(
    "\nTimings as ratios to the floors measured beside them: median of the run-by-run ratios (min-max); TBT also as the difference, since a floor's TBT is often 0 ms (no ratio). Reported, not budgeted:",
  )
  console.log(formatTable(header, ratioRows))
  if (stockJs.ratio !== null)
    console.log(
      `\nFirst-load JS of / (app chunk group + page, gzip, as scripts/check-build.mjs counts it): ${stockJs.homeKb} KB, ${stockJs.ratio}x the stock Gatsby page's ${stockJs.stockKb} KB` +
        (stockJs.lighthouseRatio === null
          ? ""
          : `; every script before TTI, as Lighthouse sees it: ${stockJs.lighthouseRatio}x (the stock page's includes <GatsbyImage>'s hydration chunk)`),
    )

  console.log(
    builds.skipped
      ? "\nBuilds: skipped (--skip-build), reused public/"
      : `\nBuilds over ${builds.runs.length} run(s), median (min-max): cold ${withSpread(builds.cold, 1)} s (gatsby clean && gatsby build), warm ${withSpread(builds.warm, 1)} s`,
  )
  console.log(`Content check: ${contentCheckSeconds} s (npm run check-content, start-up included)`)
  console.log(
    functionLoad
      ? `Function load (bench/function-load.json): ${functionLoad.completed}/${functionLoad.requests} requests, ${functionLoad.failed} failed, at concurrency ${functionLoad.concurrency}; p50 ${functionLoad.latencyMs.p50} ms, p99 ${functionLoad.latencyMs.p99} ms; ${functionLoad.throughputPerSecond} requests/s (${functionLoad.database})`
      : "Function load: no bench/function-load.json yet (npm run bench:function writes it)",
  )
  if (misses.length === 0) console.log("\nAll budgets met.")
  else
    console.log(
      `\n${misses.length} budget${misses.length === 1 ? "" : "s"} missed:\n  ${misses.join("\n  ")}`,
    )
}
