// Whether a build trick pays (issue 20): its gain on a metric, median against median over interleaved
// runs of one build with it and one without, must be larger than the run-to-run spread (the wider
// min-max range of the two sides). Below MIN_RUNS runs a side the spread means nothing, so there is
// no verdict.
import { spread } from "./stats.mjs"

export const MIN_RUNS = 5

// Sizes do not vary run to run, so any difference would beat a spread of 0; a first-load change under
// 1 KB is not worth a trick's code and its upkeep.
const SIZE_NOISE_KB = 1

/** Each compared metric: how to read it from a run, and whether a higher value is better. */
export const AB_METRICS = {
  tbtMs: { read: (run) => run.tbtMs, higherIsBetter: false },
  lcpSeconds: { read: (run) => run.lcpSeconds, higherIsBetter: false },
  performance: { read: (run) => run.scores.performance, higherIsBetter: true },
  jsKb: { read: (run) => run.jsKb, higherIsBetter: false, minimumNoise: SIZE_NOISE_KB },
}

/**
 * `withRuns`, `withoutRuns`: the successful runs of one route on each build. Per metric: both sides'
 * median and spread, the gain (positive when the trick helps), the noise it must beat, and whether it
 * pays or costs; overall `verdict`: "pays", "costs", "mixed", "does not pay" or "no verdict".
 */
export function compare(withRuns, withoutRuns) {
  const metrics = {}
  for (const [name, { read, higherIsBetter, minimumNoise = 0 }] of Object.entries(AB_METRICS)) {
    if (!withRuns.length || !withoutRuns.length) continue
    const withTrick = spread(withRuns.map(read))
    const withoutTrick = spread(withoutRuns.map(read))
    const gain = (withTrick.median - withoutTrick.median) * (higherIsBetter ? 1 : -1)
    const noise = Math.max(withTrick.max - withTrick.min, withoutTrick.max - withoutTrick.min, minimumNoise)
    metrics[name] = {
      with: withTrick,
      without: withoutTrick,
      gain: Math.round(gain * 1000) / 1000,
      noise: Math.round(noise * 1000) / 1000,
      pays: gain > noise,
      costs: -gain > noise,
    }
  }
  const results = Object.values(metrics)
  const enough = withRuns.length >= MIN_RUNS && withoutRuns.length >= MIN_RUNS
  const pays = results.some((metric) => metric.pays)
  const costs = results.some((metric) => metric.costs)
  const verdict = !enough
    ? "no verdict"
    : pays && costs
      ? "mixed"
      : pays
        ? "pays"
        : costs
          ? "costs"
          : "does not pay"
  return { metrics, verdict }
}

/** The trick as a whole: it pays when it pays on some route and costs on none. */
export function overallVerdict(verdicts) {
  if (verdicts.some((verdict) => verdict === "no verdict")) return "no verdict"
  if (verdicts.some((verdict) => verdict === "costs" || verdict === "mixed")) return "does not pay"
  return verdicts.includes("pays") ? "pays" : "does not pay"
}
