// The website half of `npm run bench`. Times the content check and several cold and warm
// `gatsby build`s, then runs Lighthouse (default mobile config, simulated throttling) on each route,
// interleaved with its floors, all served side by side by Cloudflare's local runtime:
//
// - the route without its scripts (a copy of public/ with every <script> removed): the page itself;
// - for `/`, a stock Gatsby page with the same hero (scripts/bench/stock-gatsby.mjs): what Gatsby
//   costs done its own way.
//
// Timings (TBT, LCP, performance score) are reported as ratios to those floors with their spread and
// fail nothing; sizes, counts, the other scores and the build times are checked against the budgets
// in lib/budgets.mjs. Everything goes to bench/results.json, the median runs' reports to
// bench/lighthouse/. Exits non-zero when a budget is missed. Timings belong to a quiet machine.
//
//   node scripts/bench/site.mjs                      builds, then Lighthouse
//   node scripts/bench/site.mjs --skip-build         reuse the existing public/ (while iterating)
//   node scripts/bench/site.mjs --runs 1 --routes /  one quick pass over one route (a smoke test)
//   node scripts/bench/site.mjs --build-runs 3       how many cold + warm build pairs (default 3)
import { existsSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { cpus } from "node:os"
import { join } from "node:path"
import { firstLoadJs } from "../lib/first-load-js.mjs"
import { ROOT as root, stopAll, stopAllOnSignals } from "../lib/processes.mjs"
import { BUDGETS, routeMisses, stockJsRatio, timeMisses } from "./lib/budgets.mjs"
import { runQuietly, timeBuilds, timed } from "./lib/builds.mjs"
import { options } from "./lib/options.mjs"
import { stopChrome } from "./lib/lighthouse.mjs"
import { measureInterleaved, summariseVersion, TIMINGS } from "./lib/interleave.mjs"
import { machineLoad } from "./lib/quiet.mjs"
import { printReport } from "./lib/report.mjs"
import { ROUTES } from "./lib/routes.mjs"
import { copyWithoutScripts, serveBuild } from "./lib/servers.mjs"
import { pairedDifference, pairedRatio } from "./lib/stats.mjs"
import { buildStockSite } from "./stock-gatsby.mjs"

const benchDir = join(root, "bench")
const publicDir = join(root, "public")
const { runs, buildRuns, routes, skipBuild } = options(process.argv.slice(2), ROUTES)

// Servers and temporary copies still up, so they go on the way out whatever happens.
const cleanUps = []
stopAllOnSignals(() => {
  stopChrome()
  for (const cleanUp of cleanUps) cleanUp.sync?.()
})

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`\nSite benchmark failed: ${error instanceof Error ? error.stack : error}`)
  process.exitCode = 1
} finally {
  stopChrome()
  for (const cleanUp of cleanUps.reverse()) await cleanUp()
  await stopAll()
}

async function main() {
  const load = machineLoad()
  if (load.warning) console.log(load.warning)
  const contentCheckSeconds = await timed("content check (npm run check-content)", () =>
    runQuietly("npm", ["run", "-s", "check-content"], "content check"),
  )
  const builds = skipBuild ? { skipped: true } : await timeBuilds(buildRuns)
  if (!existsSync(join(publicDir, "index.html")))
    throw new Error("public/ has no build; run without --skip-build")

  const versions = await startVersions(routes.some((route) => route.path === "/"))
  const measured = await measureInterleaved({ versions, routes, runs })

  const reportDir = join(benchDir, "lighthouse")
  const summaries = []
  for (const { route, byVersion } of measured) {
    const summarise = (id) =>
      byVersion[id] &&
      summariseVersion(
        { route, label: versions.find((version) => version.id === id).label, ...byVersion[id] },
        reportDir,
      )
    const page = await summarise("site")
    const floors = []
    for (const id of ["without-scripts", "stock"]) {
      const summary = await summarise(id)
      if (!summary) continue
      const ratios = Object.fromEntries(
        Object.entries(TIMINGS).map(([metric, read]) => [
          metric,
          pairedRatio(byVersion.site.runs.map(readIfGood(read)), byVersion[id].runs.map(readIfGood(read))),
        ]),
      )
      const tbtOverMs = pairedDifference(
        byVersion.site.runs.map(readIfGood(TIMINGS.tbtMs)),
        byVersion[id].runs.map(readIfGood(TIMINGS.tbtMs)),
      )
      floors.push({ name: id === "stock" ? "stock" : "no scripts", summary, ratios, tbtOverMs })
    }
    summaries.push({ route, page, floors })
  }

  // A floor that still ran a script would understate what the scripts cost.
  const leaked = measured.flatMap(({ byVersion }) =>
    (byVersion["without-scripts"]?.runs ?? []).flatMap((run) => run.firstLoadScripts ?? []),
  )
  if (leaked.length)
    throw new Error(
      `the copy without scripts still served scripts: ${leaked.map((script) => script.url).join(", ")}`,
    )

  const home = summaries.find(({ route }) => route.path === "/")
  const stock = versions.find((version) => version.id === "stock")
  const stockJs = stock
    ? stockJsRatio({
        homeBytes: firstLoadJs(publicDir, "index").gzipBytes,
        stockBytes: firstLoadJs(stock.publicDir, "index").gzipBytes,
        lighthouse: {
          home: home.page.median?.jsKb,
          stock: home.floors.find((floor) => floor.name === "stock")?.summary.median?.jsKb,
        },
      })
    : { ratio: null, misses: [] }
  const misses = [
    ...summaries.flatMap(({ route, page }) =>
      routeMisses(page, { expectNotFound: route.expectNotFound, runs }),
    ),
    ...stockJs.misses,
    ...timeMisses({ builds, contentCheckSeconds }),
  ]
  const functionLoad = await readFunctionLoad()
  printReport({ routes: summaries, runs, stockJs, builds, contentCheckSeconds, functionLoad, misses })

  const firstRun = summaries.flatMap(({ page }) => page.runs).find((run) => run.environment)
  await mkdir(benchDir, { recursive: true })
  const results = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.version,
      loadAverageAtStart: load.average,
      ...firstRun?.environment,
    },
    method: {
      lighthouse: "default mobile config (simulated throttling)",
      runsPerVersion: runs,
      interleaved: "for each route, run i of the page, then of each floor, then run i+1",
      median: "each number is the median of its own values over the successful runs",
      ratios: "run i of the page divided by run i of the floor; median and min-max of those ratios",
      firstLoadJs:
        "gzip size (headers not counted) of every Script request that started before Lighthouse's interactive (TTI) time; see firstLoadScripts in each run",
    },
    builds,
    contentCheckSeconds,
    routes: summaries,
    firstLoadJsToStock: stockJs,
    functionLoad,
    budgets: BUDGETS,
    misses,
    passed: misses.length === 0,
  }
  await writeFile(join(benchDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nWrote ${join("bench", "results.json")}.`)
  return misses.length === 0 ? 0 : 1
}

/** The site, its copy without scripts and (when `/` is measured) the stock page, each on its own port. */
async function startVersions(withStock) {
  const withoutScripts = copyWithoutScripts(publicDir)
  cleanUps.push(Object.assign(async () => withoutScripts.remove(), { sync: withoutScripts.remove }))
  const versions = [
    { id: "site", label: "", dir: publicDir, serves: () => true },
    { id: "without-scripts", label: "without scripts", dir: withoutScripts.dir, serves: () => true },
  ]
  if (withStock) {
    process.stdout.write("Building the stock Gatsby page (scripts/bench/stock-gatsby.mjs)... ")
    const stock = await buildStockSite()
    console.log("done")
    cleanUps.push(Object.assign(async () => stock.remove(), { sync: stock.remove }))
    versions.push({
      id: "stock",
      label: "stock Gatsby",
      dir: stock.publicDir,
      serves: (route) => route.path === "/",
    })
  }
  const served = []
  for (const version of versions) {
    const server = await serveBuild(version.dir)
    cleanUps.push(server.stop)
    served.push({ ...version, origin: server.origin, publicDir: version.dir })
  }
  return served
}

// A failed run has no metrics; it keeps its place so run i still pairs with the floor's run i.
function readIfGood(read) {
  return (run) => (run.scores ? read(run) : undefined)
}

async function readFunctionLoad() {
  const path = join(benchDir, "function-load.json")
  if (!existsSync(path)) return null
  return JSON.parse(await readFile(path, "utf8"))
}
