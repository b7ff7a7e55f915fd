// Timed builds of the site. Gatsby's progress output would drown the results, so it is kept and shown
// only if a step fails. Every build is a local-preview build (the local stack's values): timed and
// measured, never published.
import { performance } from "node:perf_hooks"
import { mustRun } from "../../lib/processes.mjs"
import { round, spread } from "./stats.mjs"

export async function runQuietly(command, args, what, env = {}) {
  try {
    await mustRun(command, args, { quiet: true, env: { LOCAL_PREVIEW: "1", ...env } })
  } catch (error) {
    throw new Error(`${what} failed: ${error instanceof Error ? error.message : error}`)
  }
}

/** Seconds `work` took, printed after `what`. */
export async function timed(what, work) {
  process.stdout.write(`${what}... `)
  const started = performance.now()
  await work()
  const seconds = round((performance.now() - started) / 1000, 1)
  console.log(`${seconds} s`)
  return seconds
}

/** `gatsby clean && gatsby build` into public/, with `env` added (GATSBY_BENCH_WITHOUT for the A/B builds). */
export async function cleanBuild(what, env = {}) {
  await runQuietly("gatsby", ["clean"], "gatsby clean")
  return timed(what, () => runQuietly("gatsby", ["build"], what, env))
}

/**
 * `runs` pairs of builds: cold (nothing cached: .cache and public removed) then warm (straight after,
 * every cache in place). Resolves with each run and the median and spread of each kind.
 */
export async function timeBuilds(runs) {
  const measured = []
  for (let index = 1; index <= runs; index++) {
    const cold = await cleanBuild(`cold build ${index}/${runs} (gatsby clean && gatsby build)`)
    const warm = await timed(`warm build ${index}/${runs} (gatsby build)`, () =>
      runQuietly("gatsby", ["build"], "warm gatsby build"),
    )
    measured.push({ cold, warm })
  }
  return {
    runs: measured,
    cold: spread(measured.map((run) => run.cold)),
    warm: spread(measured.map((run) => run.warm)),
  }
}
