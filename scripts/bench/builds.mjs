// `npm run bench:builds`: what Lighthouse CI cannot time. The content check; then two temporary copies
// of the site, one with today's projects and one with a portfolio of --projects (60 by default), each
// added project with its own 1600x1200 photo, built interleaved --runs times: cold (no .cache, no
// public/), then warm after a one-line text change (what an editor's publish costs). Then what a
// visitor of /portfolio/ downloads at each size. Prints the medians and the budgets below; exits
// non-zero when one is missed. Timings belong to a quiet machine.
//   node scripts/bench/builds.mjs [--projects 60] [--runs 3]
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import sharp from "sharp"
import { firstLoadJs } from "../lib/first-load-js.mjs"
import { mustRun } from "../lib/processes.mjs"
import { copySite } from "../lib/site-copy.mjs"

// Seconds on the two-core bench machine, medians of the runs; the portfolio's as ratios to today's.
const BUDGETS = {
  contentCheckSeconds: 2,
  coldBuildSeconds: 70,
  warmBuildSeconds: 30,
  largeColdBuildRatio: 3,
  largePortfolioHtmlGzipKb: 100,
  largeBeforeScrollRatio: 1.2,
}

const { values } = parseArgs({
  options: { projects: { type: "string", default: "60" }, runs: { type: "string", default: "3" } },
})
const RUNS = Number(values.runs)
const median = (numbers) => numbers.toSorted((a, b) => a - b)[Math.floor(numbers.length / 2)]
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const sum = (numbers) => numbers.reduce((total, n) => total + n, 0)

async function timed(what, work) {
  process.stdout.write(`${what}... `)
  const started = performance.now()
  await work()
  const seconds = Math.round((performance.now() - started) / 100) / 10
  console.log(`${seconds} s`)
  return seconds
}

/**
 * A copy of the site with `count` projects (today's when undefined), added as an editor adds them: each
 * a file of its own in content/projects/, with its own title, position and 1600x1200 photo.
 */
async function prepare(count) {
  const site = copySite()
  const folder = join(site, "content", "projects")
  const today = readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")))
  for (let index = today.length; index < (count ?? 0); index++) {
    const model = today[index % today.length]
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
  return { site, projects: readdirSync(folder).length, cold: [], warm: [] }
}

const build = (site) =>
  mustRun("gatsby", ["build"], { cwd: site, env: { CI: "true", LOCAL_PREVIEW: "1" }, quiet: true })

async function coldThenWarm(portfolio, run) {
  const { site, projects } = portfolio
  for (const cache of [".cache", "public"]) rmSync(join(site, cache), { recursive: true, force: true })
  portfolio.cold.push(await timed(`${projects} projects, run ${run}/${RUNS}: cold build`, () => build(site)))
  const siteFile = join(site, "content", "site.json")
  const content = JSON.parse(readFileSync(siteFile, "utf8"))
  content.hero.text = `${content.hero.text.trimEnd()}${run % 2 ? " " : ""}`
  writeFileSync(siteFile, `${JSON.stringify(content, null, 2)}\n`)
  portfolio.warm.push(await timed(`${projects} projects, run ${run}/${RUNS}: warm build`, () => build(site)))
}

/** /portfolio/ before scrolling: HTML, stylesheets and first-load JS gzipped, eager images' fallback files. */
function portfolioWeight(site) {
  const publicDir = join(site, "public")
  const html = readFileSync(join(publicDir, "portfolio", "index.html"))
  const text = html.toString("utf8")
  const eagerImages = [...text.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/loading="lazy"/.test(tag))
    .flatMap((tag) => tag.match(/src="([^"]+)"/)?.[1] ?? [])
    .map((src) => readFileSync(join(publicDir, decodeURI(src))).length)
  const styles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    ([, href]) => gzipSync(readFileSync(join(publicDir, href))).length,
  )
  const js = firstLoadJs(publicDir, "portfolio").gzipBytes
  const htmlGzip = gzipSync(html).length
  return {
    htmlGzipKb: kb(htmlGzip),
    firstLoadJsKb: kb(js),
    beforeScrollKb: kb(htmlGzip + sum(styles) + sum(eagerImages) + js),
  }
}

if (loadavg()[0] > cpus().length / 2)
  console.log(
    `Warning: load average ${loadavg()[0].toFixed(2)}: the machine is not quiet, the timings say little.`,
  )
const contentCheck = await timed("content check", () =>
  mustRun("npm", ["run", "-s", "check-content"], { quiet: true }),
)
const today = await prepare()
const large = await prepare(Number(values.projects))
try {
  for (let run = 1; run <= RUNS; run++) {
    await coldThenWarm(today, run)
    await coldThenWarm(large, run)
  }
  const [small, big] = [today, large].map((p) => ({ ...p, ...portfolioWeight(p.site) }))
  const coldRatio = median(big.cold.map((seconds, run) => seconds / small.cold[run]))
  const beforeScrollRatio = big.beforeScrollKb / small.beforeScrollKb
  const checks = [
    [
      `content check ${contentCheck} s`,
      contentCheck <= BUDGETS.contentCheckSeconds,
      `${BUDGETS.contentCheckSeconds} s`,
    ],
    [
      `cold build ${median(small.cold)} s`,
      median(small.cold) <= BUDGETS.coldBuildSeconds,
      `${BUDGETS.coldBuildSeconds} s`,
    ],
    ...[small, big].map((p) => [
      `warm build at ${p.projects} projects ${median(p.warm)} s`,
      median(p.warm) <= BUDGETS.warmBuildSeconds,
      `${BUDGETS.warmBuildSeconds} s`,
    ]),
    [
      `cold build at ${big.projects} projects ${coldRatio.toFixed(2)}x today's`,
      coldRatio <= BUDGETS.largeColdBuildRatio,
      `${BUDGETS.largeColdBuildRatio}x`,
    ],
    [
      `/portfolio/ HTML at ${big.projects} projects ${big.htmlGzipKb} KB gzip`,
      big.htmlGzipKb <= BUDGETS.largePortfolioHtmlGzipKb,
      `${BUDGETS.largePortfolioHtmlGzipKb} KB`,
    ],
    [
      `/portfolio/ first-load JS ${big.firstLoadJsKb} KB at ${big.projects} projects, ${small.firstLoadJsKb} KB today`,
      big.firstLoadJsKb === small.firstLoadJsKb,
      "unchanged",
    ],
    [
      `/portfolio/ before scrolling at ${big.projects} projects ${beforeScrollRatio.toFixed(2)}x today's`,
      beforeScrollRatio <= BUDGETS.largeBeforeScrollRatio,
      `${BUDGETS.largeBeforeScrollRatio}x`,
    ],
  ]
  console.log("")
  for (const [what, holds, budget] of checks)
    console.log(`${holds ? "ok  " : "MISS"} ${what} (budget ${budget})`)
  process.exitCode = checks.every(([, holds]) => holds) ? 0 : 1
} finally {
  for (const { site } of [today, large]) rmSync(site, { recursive: true, force: true })
}
