// `npm run bench:ab -- <trick>`: does one of build-output.ts's tricks pay (issue 20)? Builds the site
// twice from a clean cache, once without the trick (GATSBY_BENCH_WITHOUT=<trick>, read in
// src/node/build-tricks.ts) and once with it, keeps both builds in bench/ab/<trick>/, serves them side
// by side and runs Lighthouse on every route interleaved (with, without, with, ...), at least 5 runs
// each. Prints a row per route: median TBT, LCP, performance score and first-load JS of each build
// with their spread, and whether the gain beats the spread (lib/verdict.mjs). Writes
// bench/ab-<trick>.json. Timings only mean something on a quiet machine.
//
//   npm run bench:ab -- plain-picture                     build both, 5 runs each
//   npm run bench:ab -- plain-picture --skip-build        re-measure the builds in bench/ab/plain-picture/
//   npm run bench:ab -- plain-picture --runs 1 --routes / a smoke test (no verdict below 5 runs)
import { cpSync, existsSync, rmSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { BUILD_TRICKS } from "../../src/node/build-tricks.ts"
import { ROOT as root, stopAll, stopAllOnSignals } from "../lib/processes.mjs"
import { cleanBuild } from "./lib/builds.mjs"
import { measureInterleaved, summariseVersion } from "./lib/interleave.mjs"
import { stopChrome } from "./lib/lighthouse.mjs"
import { options } from "./lib/options.mjs"
import { machineLoad } from "./lib/quiet.mjs"
import { ROUTES } from "./lib/routes.mjs"
import { serveBuild } from "./lib/servers.mjs"
import { formatTable, withSpread } from "./lib/table.mjs"
import { assertBuildsDiffer } from "./lib/trick-markers.mjs"
import { compare, MIN_RUNS, overallVerdict } from "./lib/verdict.mjs"

const argv = process.argv.slice(2)
const trick = argv.find((arg, index) => !arg.startsWith("--") && !argv[index - 1]?.match(/^--(runs|routes)$/))
const { runs, routes, skipBuild } = options(argv, ROUTES)
const benchDir = join(root, "bench")
const buildsDir = join(benchDir, "ab", trick ?? "")

const stops = []
stopAllOnSignals(stopChrome)

try {
  if (!trick || !BUILD_TRICKS.includes(trick))
    throw new Error(`name one trick: npm run bench:ab -- <${BUILD_TRICKS.join("|")}>`)
  process.exitCode = await main()
} catch (error) {
  console.error(`\nA/B benchmark failed: ${error instanceof Error ? error.stack : error}`)
  process.exitCode = 1
} finally {
  stopChrome()
  for (const stop of stops) await stop()
  await stopAll()
}

async function main() {
  const load = machineLoad()
  if (load.warning) console.log(load.warning)
  const withDir = join(buildsDir, "with")
  const withoutDir = join(buildsDir, "without")
  if (skipBuild) {
    if (!existsSync(join(withDir, "index.html")) || !existsSync(join(withoutDir, "index.html")))
      throw new Error(`no builds in ${buildsDir} yet; run without --skip-build`)
  } else {
    // Without first, so public/ and .cache/ are left as a normal build (with every trick).
    await buildInto(withoutDir, `build without ${trick}`, { GATSBY_BENCH_WITHOUT: trick })
    await buildInto(withDir, `build with ${trick}`, { GATSBY_BENCH_WITHOUT: "" })
  }
  assertBuildsDiffer(trick, withDir, withoutDir)

  const versions = []
  for (const [id, dir] of [
    ["with", withDir],
    ["without", withoutDir],
  ]) {
    const server = await serveBuild(dir)
    stops.push(server.stop)
    versions.push({ id, label: `${id} ${trick}`, origin: server.origin, publicDir: dir, serves: () => true })
  }
  const measured = await measureInterleaved({ versions, routes, runs })

  const rows = []
  for (const { route, byVersion } of measured) {
    const good = (id) => byVersion[id].runs.filter((run) => run.scores)
    const comparison = compare(good("with"), good("without"))
    const summaries = {}
    for (const version of versions)
      summaries[version.id] = await summariseVersion(
        { route, label: version.label, ...byVersion[version.id] },
        join(benchDir, "lighthouse", "ab"),
      )
    rows.push({ route: route.path, label: route.label, ...comparison, summaries })
  }
  const verdict = overallVerdict(rows.map((row) => row.verdict))
  printTable(rows, verdict)

  await mkdir(benchDir, { recursive: true })
  const file = join(benchDir, `ab-${trick}.json`)
  await writeFile(
    file,
    `${JSON.stringify({ generatedAt: new Date().toISOString(), trick, runs, loadAverageAtStart: load.average, verdict, routes: rows }, null, 2)}\n`,
  )
  console.log(`\nWrote ${join("bench", `ab-${trick}.json`)}.`)
  return 0
}

async function buildInto(dir, what, env) {
  await cleanBuild(what, env)
  rmSync(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  cpSync(join(root, "public"), dir, { recursive: true })
}

function printTable(rows, verdict) {
  const cell = (metric, side, digits) => withSpread(metric?.[side], digits)
  const header = [
    "route",
    "TBT ms with",
    "without",
    "LCP s with",
    "without",
    "perf with",
    "without",
    "JS KB with",
    "without",
    "verdict",
  ]
  const body = rows.map(({ label, metrics: m, verdict: rowVerdict }) => [
    label,
    cell(m.tbtMs, "with", 0),
    cell(m.tbtMs, "without", 0),
    cell(m.lcpSeconds, "with", 2),
    cell(m.lcpSeconds, "without", 2),
    cell(m.performance, "with", 0),
    cell(m.performance, "without", 0),
    cell(m.jsKb, "with", 1),
    cell(m.jsKb, "without", 1),
    rowVerdict,
  ])
  console.log(
    `\n${trick}: Lighthouse, mobile (simulated throttling), median (min-max) of ${runs} interleaved run(s) per build; JS = first-load, gzip`,
  )
  console.log(formatTable(header, body))
  console.log(
    runs < MIN_RUNS
      ? `\nNo verdict: fewer than ${MIN_RUNS} runs per build give no spread worth the name.`
      : `\n${trick}: ${verdict} (a gain counts when it is larger than the wider min-max spread of the two builds; first-load JS when it moves by more than 1 KB).`,
  )
}
