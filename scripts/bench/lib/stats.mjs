// The few statistics the bench reports: medians, run-to-run spread, ratios of interleaved runs.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : round((sorted[middle - 1] + sorted[middle]) / 2, 3)
}

/** The index of the run whose value is the median (the lower middle one for an even count). */
export function medianIndex(values) {
  const order = values.map((_, index) => index).sort((a, b) => values[a] - values[b])
  return order[Math.floor((order.length - 1) / 2)]
}

/** `{ median, min, max }` of a list of numbers: the value the bench reports and its run-to-run spread. */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) }
}

/**
 * A page's metric as a ratio to a floor's, run by run: run i of the page is divided by run i of the
 * floor, measured just before or after it (the runs are interleaved), so a slow moment of a shared
 * machine weighs on both sides of one ratio. `{ median, min, max }` of those ratios; null when a
 * floor value is 0 or no run pairs up.
 */
export function pairedRatio(pageValues, floorValues) {
  const ratios = []
  for (let index = 0; index < Math.min(pageValues.length, floorValues.length); index++) {
    const page = pageValues[index]
    const floor = floorValues[index]
    if (page === undefined || floor === undefined || floor === 0) continue
    ratios.push(round(page / floor, 2))
  }
  return ratios.length ? spread(ratios) : null
}

/**
 * Run i of the page minus run i of the floor, as `{ median, min, max }`: for Total Blocking Time,
 * whose floor is often 0 ms, where a ratio has nothing to divide by.
 */
export function pairedDifference(pageValues, floorValues) {
  const differences = []
  for (let index = 0; index < Math.min(pageValues.length, floorValues.length); index++) {
    const page = pageValues[index]
    const floor = floorValues[index]
    if (page !== undefined && floor !== undefined) differences.push(page - floor)
  }
  return differences.length ? spread(differences) : null
}

export function sum(values) {
  return values.reduce((total, value) => total + (value ?? 0), 0)
}

/** KB here are 1,024 bytes, as Lighthouse reports them (KiB). */
export function kb(bytes) {
  return round(bytes / 1024, 1)
}

export function round(value, digits) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
