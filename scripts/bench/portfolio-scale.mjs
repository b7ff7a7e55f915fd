// Publishing as the portfolio grows (issue 23): builds a temporary copy of the site with today's
// projects and with a portfolio of PROJECT_COUNT (60 by default), each project with its own
// 1600x1200 photo, and prints for each: a cold build (no .cache, no public/), a warm build after a
// one-line text change (what an editor's text-only publish costs once the deploy keeps its caches),
// and what a visitor of /portfolio/ downloads: the HTML (raw and gzip), first-load JavaScript, how
// many images load eagerly and the weight before scrolling. Timings belong to a quiet machine.
//   node scripts/bench/portfolio-scale.mjs [--projects 60] [--json bench/portfolio-scale.json]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import sharp from "sharp"
import { mustRun } from "../lib/processes.mjs"
import { copySite } from "../lib/site-copy.mjs"

const { values: options } = parseArgs({
  options: { projects: { type: "string", default: "60" }, json: { type: "string" } },
})
const LARGE = Number(options.projects)

/** Builds a copy of the site with `count` projects (today's when count is undefined) and measures it. */
async function measure(count) {
  const site = copySite()
  try {
    const projectsFile = join(site, "content", "projects.json")
    const file = JSON.parse(readFileSync(projectsFile, "utf8"))
    if (count !== undefined) {
      file.projects = await growPortfolio(site, file.projects, count)
      writeFileSync(projectsFile, `${JSON.stringify(file, null, 2)}\n`)
    }
    const cold = await timedBuild(site)
    // A text-only publish: one line of one content file changes, the caches stay.
    const siteFile = join(site, "content", "site.json")
    const content = JSON.parse(readFileSync(siteFile, "utf8"))
    content.hero.text = `${content.hero.text} `
    writeFileSync(siteFile, `${JSON.stringify(content, null, 2)}\n`)
    const warm = await timedBuild(site)
    return { projects: file.projects.length, coldSeconds: cold, warmSeconds: warm, ...portfolioWeight(site) }
  } finally {
    rmSync(site, { recursive: true, force: true })
  }
}

async function timedBuild(site) {
  const started = performance.now()
  await mustRun("gatsby", ["build"], { cwd: site, env: { CI: "true", LOCAL_PREVIEW: "1" }, quiet: true })
  return Math.round((performance.now() - started) / 100) / 10
}

/** Today's projects repeated to `count`, each copy with its own id, title and 1600x1200 photo. */
async function growPortfolio(site, projects, count) {
  const grown = []
  for (let index = 0; index < count; index++) {
    const model = projects[index % projects.length]
    if (index < projects.length) {
      grown.push(model)
      continue
    }
    const image = `images/scale-${index}.jpg`
    // A different hue per copy, so no two photos are the same file for the image pipeline.
    await sharp(join(site, "content", model.image))
      .resize(1600, 1200, { fit: "cover" })
      .modulate({ hue: (index * 37) % 360 })
      .jpeg({ quality: 82 })
      .toFile(join(site, "content", image))
    grown.push({ ...model, id: `${model.id}-${index}`, title: `${model.title} ${index}`, image })
  }
  return grown
}

/** What /portfolio/ costs a visitor before scrolling. */
function portfolioWeight(site) {
  const publicDir = join(site, "public")
  const html = readFileSync(join(publicDir, "portfolio", "index.html"))
  const { namedChunkGroups } = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"))
  const scripts = ["app", "component---src-pages-portfolio-tsx"].flatMap((group) =>
    (namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js")),
  )
  const gzipKb = (bytes) => Math.round(gzipSync(bytes).length / 102.4) / 10
  const text = html.toString("utf8")
  const images = [...text.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag)
  const eager = images.filter((tag) => !/loading="lazy"/.test(tag))
  // Each eager image's fallback file: more than the AVIF a browser picks, but the same measure at
  // every portfolio size, which is what the ratio needs.
  const eagerBytes = eager
    .map((tag) => tag.match(/src="([^"]+)"/)?.[1])
    .filter(Boolean)
    .map((src) => readFileSync(join(publicDir, decodeURI(src))).length)
  const stylesheets = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(([, href]) =>
    readFileSync(join(publicDir, href)),
  )
  const jsKb = scripts.reduce((total, name) => total + gzipKb(readFileSync(join(publicDir, name))), 0)
  return {
    htmlKb: Math.round(html.length / 102.4) / 10,
    htmlGzipKb: gzipKb(html),
    firstLoadJsKb: Math.round(jsKb * 10) / 10,
    images: images.length,
    eagerImages: eager.length,
    beforeScrollKb:
      Math.round(
        (gzipSync(html).length +
          stylesheets.reduce((total, css) => total + gzipSync(css).length, 0) +
          eagerBytes.reduce((total, bytes) => total + bytes, 0)) /
          102.4,
      ) /
        10 +
      jsKb,
  }
}

const today = await measure()
const large = await measure(LARGE)
const rows = [today, large]
console.log(
  [
    "projects  cold s  warm s  HTML KB  HTML gzip KB  first-load JS KB  images  eager  before scroll KB",
    ...rows.map((row) =>
      [
        row.projects,
        row.coldSeconds,
        row.warmSeconds,
        row.htmlKb,
        row.htmlGzipKb,
        row.firstLoadJsKb,
        row.images,
        row.eagerImages,
        Math.round(row.beforeScrollKb * 10) / 10,
      ]
        .map((value, column) =>
          String(value).padStart(column === 0 ? 8 : [6, 6, 7, 12, 16, 6, 5, 16][column - 1]),
        )
        .join("  "),
    ),
    `cold build at ${large.projects} projects: ${(large.coldSeconds / today.coldSeconds).toFixed(2)}x today's`,
    `weight before scrolling at ${large.projects} projects: ${(large.beforeScrollKb / today.beforeScrollKb).toFixed(2)}x today's`,
  ].join("\n"),
)
if (options.json) {
  mkdirSync(dirname(options.json), { recursive: true })
  writeFileSync(options.json, `${JSON.stringify({ today, large }, null, 2)}\n`)
}
