// `npm run bench:builds`: what Lighthouse CI cannot time. Temporary copies of the site with today's projects
// and --projects (60; each added with its own 1600x1200 photo), built interleaved --runs times: cold, then
// warm after each of EDITS (an editor publishing one text). Medians against budgets; exits 1 on a miss.
//   node scripts/bench/builds.mjs [--projects 60] [--runs 3]
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import sharp from "sharp"
import { firstLoadJs } from "../lib/first-load-js.mjs"
import { mustRun } from "../lib/processes.mjs"
import { copySite } from "../lib/site-copy.mjs"

const { values } = parseArgs({
  options: { projects: { type: "string", default: "60" }, runs: { type: "string", default: "3" } },
})
const median = (numbers) => numbers.toSorted((a, b) => a - b)[Math.floor(numbers.length / 2)]

/** A copy of the site with `count` projects, each added as an editor adds one: its own file and photo. */
async function prepare(count = 0) {
  const site = copySite()
  const folder = join(site, "content", "projects")
  const today = readdirSync(folder).map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")))
  for (let index = today.length; index < count; index++) {
    const model = today[index % today.length]
    const image = `images/scale-${index}.jpg`
    // A hue of its own, so the image pipeline makes every photo anew.
    await sharp(join(site, "content", model.image))
      .resize(1600, 1200, { fit: "cover" })
      .modulate({ hue: (index * 37) % 360 })
      .jpeg({ quality: 82 })
      .toFile(join(site, "content", image))
    const project = { ...model, title: `${model.title} ${index}`, order: index + 1, image }
    writeFileSync(join(folder, `scale-${index}.json`), `${JSON.stringify(project, null, 2)}\n`)
  }
  return { site, projects: readdirSync(folder).length, cold: [] }
}

async function timedBuild(portfolio, what) {
  const started = performance.now()
  const env = { CI: "true", LOCAL_PREVIEW: "1" }
  await mustRun("gatsby", ["build"], { cwd: portfolio.site, env, quiet: true })
  const seconds = Math.round((performance.now() - started) / 100) / 10
  console.log(`${portfolio.projects} projects, ${what} build: ${seconds} s`)
  return seconds
}

// One after the other: a text in an entry's own file, then one in site.json, which gatsby-config.ts reads.
const EDITS = { "project title": ["projects", "title"], "site.json hero text": ["site.json", "hero", "text"] }
const warmRatios = {}

async function coldThenWarm(portfolio, run) {
  for (const cache of [".cache", "public"])
    rmSync(join(portfolio.site, cache), { recursive: true, force: true })
  const cold = await timedBuild(portfolio, "cold")
  portfolio.cold.push(cold)
  for (const [what, [name, ...keys]] of Object.entries(EDITS)) {
    const path = join(portfolio.site, "content", name)
    const file = name.endsWith(".json") ? path : join(path, readdirSync(path)[0])
    const content = JSON.parse(readFileSync(file, "utf8"))
    const [field, parent] = [keys.pop(), keys.reduce((object, key) => object[key], content)]
    parent[field] = `${parent[field].trimEnd()}${run % 2 ? " " : ""}` // a space added, or taken away
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
    const warm = await timedBuild(portfolio, `warm (${what})`)
    ;(warmRatios[`warm after ${what} at ${portfolio.projects} projects, x cold`] ??= []).push(warm / cold)
  }
}

/** KB gzip of /portfolio/ before scrolling: HTML, stylesheets, first-load JS, eager images' files. */
function beforeScrollKb(site) {
  const publicDir = join(site, "public")
  const html = readFileSync(join(publicDir, "portfolio", "index.html"))
  const text = html.toString("utf8")
  const eagerImages = [...text.matchAll(/<img\b[^>]*>/g)]
    .filter(([tag]) => !/loading="lazy"/.test(tag))
    .flatMap(([tag]) => tag.match(/src="([^"]+)"/)?.[1] ?? [])
    .map((src) => readFileSync(join(publicDir, decodeURI(src))).length)
  const styles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    ([, href]) => gzipSync(readFileSync(join(publicDir, href))).length,
  )
  const js = firstLoadJs(publicDir, "portfolio").gzipBytes
  return [gzipSync(html).length, js, ...styles, ...eagerImages].reduce((total, n) => total + n, 0) / 1024
}

if (loadavg()[0] > cpus().length / 2)
  console.log(`Warning: load average ${loadavg()[0].toFixed(2)}: the machine is not quiet.`)
const today = await prepare()
const large = await prepare(Number(values.projects))
try {
  for (let run = 1; run <= Number(values.runs); run++)
    for (const portfolio of [today, large]) await coldThenWarm(portfolio, run)
  const n = large.projects
  const weight = beforeScrollKb(large.site) / beforeScrollKb(today.site)
  // Seconds on the two-core bench machine; warm builds as ratios to their cold one, n projects' to today's.
  const checks = [
    ["cold build, s", median(today.cold), 70],
    ...Object.entries(warmRatios).map(([what, ratios]) => [what, median(ratios), 0.5]),
    [`cold build at ${n} projects, x today's`, median(large.cold.map((s, run) => s / today.cold[run])), 3],
    [`/portfolio/ before scrolling at ${n} projects, x today's`, weight, 1.2],
  ]
  for (const [what, value, budget] of checks)
    console.log(`${value <= budget ? "ok  " : "MISS"} ${what}: ${value.toFixed(2)} (budget ${budget})`)
  process.exitCode = checks.every(([, value, budget]) => value <= budget) ? 0 : 1
} finally {
  for (const { site } of [today, large]) rmSync(site, { recursive: true, force: true })
}
