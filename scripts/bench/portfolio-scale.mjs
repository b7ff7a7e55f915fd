// Publishing as the portfolio grows (issue 23): two temporary copies of the site, one with today's
// projects and one with a portfolio of --projects (60 by default), each added project with its own
// 1600x1200 photo. Each run builds both, interleaved (today's, then the large one): a cold build
// (no .cache, no public/) and a warm one after a one-line text change (what an editor's text-only
// publish costs once the deploy keeps its caches). Then what a visitor of /portfolio/ downloads at
// each size: the HTML (raw and gzip), first-load JavaScript, how many images load eagerly and the
// weight before scrolling. Prints medians with their spread and the budgets of issue 23; exits
// non-zero when one is missed. Timings belong to a quiet machine.
//   node scripts/bench/portfolio-scale.mjs [--projects 60] [--runs 3] [--json bench/portfolio-scale.json]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import sharp from "sharp"
import { firstLoadJs } from "../lib/first-load-js.mjs"
import { mustRun } from "../lib/processes.mjs"
import { copySite } from "../lib/site-copy.mjs"
import { timed } from "./lib/builds.mjs"
import { BUDGETS } from "./lib/budgets.mjs"
import { machineLoad } from "./lib/quiet.mjs"
import { kb, pairedRatio, round, spread, sum } from "./lib/stats.mjs"
import { formatTable, withSpread } from "./lib/table.mjs"

const { values: options } = parseArgs({
  options: {
    projects: { type: "string", default: "60" },
    runs: { type: "string", default: "3" },
    json: { type: "string" },
  },
})
const LARGE = Number(options.projects)
const RUNS = Number(options.runs)

const projectFiles = (site) =>
  readdirSync(join(site, "content", "projects")).filter((file) => file.endsWith(".json"))

/** A copy of the site with `count` projects (today's when undefined). */
async function prepare(count) {
  const site = copySite()
  if (count !== undefined) await growPortfolio(site, count)
  return { site, projects: projectFiles(site).length, cold: [], warm: [] }
}

/**
 * Today's projects repeated to `count`, as an editor adds them: each copy a file of its own in
 * content/projects/, with its own title, position and 1600x1200 photo.
 */
async function growPortfolio(site, count) {
  const folder = join(site, "content", "projects")
  const models = projectFiles(site).map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")))
  for (let index = models.length; index < count; index++) {
    const model = models[index % models.length]
    const image = `images/scale-${index}.jpg`
    // A different hue per copy, so no two photos are the same file for the image pipeline.
    await sharp(join(site, "content", model.image))
      .resize(1600, 1200, { fit: "cover" })
      .modulate({ hue: (index * 37) % 360 })
      .jpeg({ quality: 82 })
      .toFile(join(site, "content", image))
    const project = { ...model, title: `${model.title} ${index}`, order: index + 1, image }
    writeFileSync(join(folder, `scale-${index}.json`), `${JSON.stringify(project, null, 2)}\n`)
  }
}

const build = (site) =>
  mustRun("gatsby", ["build"], { cwd: site, env: { CI: "true", LOCAL_PREVIEW: "1" }, quiet: true })

/** One cold build, then one warm build after a one-line change of one content file. */
async function coldThenWarm(portfolio, run) {
  const { site, projects } = portfolio
  for (const cache of [".cache", "public"]) rmSync(join(site, cache), { recursive: true, force: true })
  portfolio.cold.push(await timed(`${projects} projects, run ${run}/${RUNS}: cold build`, () => build(site)))
  const siteFile = join(site, "content", "site.json")
  const content = JSON.parse(readFileSync(siteFile, "utf8"))
  content.hero.text = `${content.hero.text.trimEnd()}${run % 2 ? " " : ""}`
  writeFileSync(siteFile, `${JSON.stringify(content, null, 2)}\n`)
  portfolio.warm.push(
    await timed(`${projects} projects, run ${run}/${RUNS}: warm build after a text change`, () =>
      build(site),
    ),
  )
}

/** What /portfolio/ costs a visitor before scrolling. */
function portfolioWeight(site) {
  const publicDir = join(site, "public")
  const html = readFileSync(join(publicDir, "portfolio", "index.html"))
  const text = html.toString("utf8")
  const images = [...text.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag)
  const eager = images.filter((tag) => !/loading="lazy"/.test(tag))
  // Each eager image's fallback file: more than the AVIF or WebP a browser picks, but the same
  // measure at every portfolio size, which is what the ratio needs.
  const eagerBytes = eager
    .map((tag) => tag.match(/src="([^"]+)"/)?.[1])
    .filter(Boolean)
    .map((src) => readFileSync(join(publicDir, decodeURI(src))).length)
  const stylesheets = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    ([, href]) => gzipSync(readFileSync(join(publicDir, href))).length,
  )
  const js = firstLoadJs(publicDir, "portfolio").gzipBytes
  return {
    htmlKb: kb(html.length),
    htmlGzipKb: kb(gzipSync(html).length),
    firstLoadJsKb: kb(js),
    images: images.length,
    eagerImages: eager.length,
    beforeScrollKb: kb(gzipSync(html).length + sum(stylesheets) + sum(eagerBytes) + js),
  }
}

const load = machineLoad()
if (load.warning) console.log(load.warning)
const today = await prepare()
const large = await prepare(LARGE)
try {
  for (let run = 1; run <= RUNS; run++) {
    await coldThenWarm(today, run)
    await coldThenWarm(large, run)
  }
  const results = [today, large].map(({ projects, cold, warm, site }) => ({
    projects,
    cold: spread(cold),
    warm: spread(warm),
    coldRuns: cold,
    warmRuns: warm,
    ...portfolioWeight(site),
  }))
  const [small, big] = results
  const coldRatio = pairedRatio(big.coldRuns, small.coldRuns)
  console.log(
    `\nBuilds of a copy of the site (median and min-max of ${RUNS} interleaved runs, seconds); /portfolio/ as a visitor gets it (KB, gzip unless raw)\n`,
  )
  console.log(
    formatTable(
      [
        "projects",
        "cold s",
        "warm s",
        "HTML KB",
        "HTML gzip",
        "first-load JS",
        "images",
        "eager",
        "before scroll",
      ],
      results.map((row) => [
        row.projects,
        withSpread(row.cold, 1),
        withSpread(row.warm, 1),
        row.htmlKb,
        row.htmlGzipKb,
        row.firstLoadJsKb,
        row.images,
        row.eagerImages,
        row.beforeScrollKb,
      ]),
    ),
  )
  const beforeScrollRatio = round(big.beforeScrollKb / small.beforeScrollKb, 2)
  const checks = [
    [
      `cold build at ${big.projects} projects: ${withSpread(coldRatio, 2)}x today's, run by run`,
      coldRatio.median <= BUDGETS.portfolio.coldBuildRatio,
      `at most ${BUDGETS.portfolio.coldBuildRatio}x`,
    ],
    ...results.map((row) => [
      `warm build at ${row.projects} projects: ${withSpread(row.warm, 1)} s`,
      row.warm.median <= BUDGETS.warmBuildSeconds,
      `at most ${BUDGETS.warmBuildSeconds} s`,
    ]),
    [
      `portfolio HTML at ${big.projects} projects: ${big.htmlGzipKb} KB gzip`,
      big.htmlGzipKb <= BUDGETS.portfolio.htmlGzipKb,
      `at most ${BUDGETS.portfolio.htmlGzipKb} KB`,
    ],
    [
      `first-load JavaScript at ${big.projects} projects: ${big.firstLoadJsKb} KB, today ${small.firstLoadJsKb} KB`,
      big.firstLoadJsKb === small.firstLoadJsKb,
      "unchanged",
    ],
    [
      `weight before scrolling at ${big.projects} projects: ${beforeScrollRatio}x today's`,
      beforeScrollRatio <= BUDGETS.portfolio.beforeScrollRatio,
      `at most ${BUDGETS.portfolio.beforeScrollRatio}x`,
    ],
  ]
  console.log("")
  for (const [what, holds, budget] of checks) console.log(`${holds ? "ok  " : "MISS"} ${what} (${budget})`)
  if (options.json) {
    mkdirSync(dirname(options.json), { recursive: true })
    writeFileSync(
      options.json,
      `${JSON.stringify({ generatedAt: new Date().toISOString(), loadAverageAtStart: load.average, runs: RUNS, results, coldRatio, beforeScrollRatio }, null, 2)}\n`,
    )
  }
  process.exitCode = checks.every(([, holds]) => holds) ? 0 : 1
} finally {
  for (const { site } of [today, large]) rmSync(site, { recursive: true, force: true })
}
