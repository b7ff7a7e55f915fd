// Lighthouse on several versions of the same routes, interleaved: for each route, run 1 of every
// version, then run 2 of every version, and so on. A floor measured beside the page, rather than
// minutes later, meets the same moment of the machine, which is what makes a ratio between them mean
// something on a machine that is never perfectly quiet.
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { auditsCostingPoints, CATEGORIES, measurePage } from "./lighthouse.mjs"
import { median, medianIndex, spread } from "./stats.mjs"

/** The timings the bench judges only by comparison, and how to read each from a run. */
export const TIMINGS = {
  tbtMs: (run) => run.tbtMs,
  lcpSeconds: (run) => run.lcpSeconds,
  performance: (run) => run.scores.performance,
}

/**
 * `versions`: `[{ id, label, origin, publicDir, serves(route) }]`, each a server of one version of the
 * site; `routes`: `[{ path, label, report, expectNotFound }]`. Resolves with, per route, per version id,
 * `{ runs, lhrs }`: `runs[i]` is run i (failed runs keep their errors), `lhrs` the successful reports.
 */
export async function measureInterleaved({ versions, routes, runs }) {
  const measured = []
  for (const route of routes) {
    const taking = versions.filter((version) => version.serves(route))
    const byVersion = Object.fromEntries(taking.map((version) => [version.id, { runs: [], lhrs: [] }]))
    for (let index = 1; index <= runs; index++) {
      for (const version of taking) {
        const label = `${route.label}${version.label ? ` ${version.label}` : ""}`
        process.stdout.write(`Lighthouse ${label} run ${index}/${runs}... `)
        const { lhr, run } = await measurePage({
          url: `${version.origin}${route.path}`,
          publicDir: version.publicDir,
          expectNotFound: Boolean(route.expectNotFound),
        })
        console.log(
          lhr
            ? `performance ${run.scores.performance}, LCP ${run.lcpSeconds} s, TBT ${run.tbtMs} ms${run.attempts > 1 ? " (after a retry)" : ""}`
            : `failed: ${run.errors.join("; ")}`,
        )
        byVersion[version.id].runs.push(run)
        if (lhr) byVersion[version.id].lhrs.push(lhr)
      }
    }
    measured.push({ route, byVersion })
  }
  return measured
}

/**
 * What the bench reports of one version of one route: the median of every value over the successful
 * runs, the spread of each timing, the audits costing points in the run with the median performance
 * score (whose full report is saved in `reportDir`, when given).
 */
export async function summariseVersion({ route, label, runs, lhrs }, reportDir) {
  const good = runs.filter((run) => run.scores)
  const representative = lhrs.length
    ? lhrs[medianIndex(lhrs.map((lhr) => lhr.categories.performance.score))]
    : null
  if (representative && reportDir) {
    await mkdir(reportDir, { recursive: true })
    await writeFile(
      join(reportDir, `${route.report}${label ? `-${slug(label)}` : ""}.json`),
      JSON.stringify(representative),
    )
  }
  return {
    route: route.path,
    label: `${route.label}${label ? ` ${label}` : ""}`,
    successfulRuns: good.length,
    median: good.length ? medianOfRuns(good) : null,
    spread: good.length
      ? Object.fromEntries(Object.entries(TIMINGS).map(([name, read]) => [name, spread(good.map(read))]))
      : null,
    auditsCostingPoints: representative ? auditsCostingPoints(representative) : [],
    runs,
  }
}

function medianOfRuns(runs) {
  const pick = (read) => median(runs.map(read))
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])),
    fcpSeconds: pick((run) => run.fcpSeconds),
    lcpSeconds: pick((run) => run.lcpSeconds),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    speedIndexSeconds: pick((run) => run.speedIndexSeconds),
    totalKb: pick((run) => run.totalKb),
    jsKb: pick((run) => run.jsKb),
    imageKb: pick((run) => run.imageKb),
    requests: pick((run) => run.requests),
  }
}

const slug = (text) =>
  text
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
