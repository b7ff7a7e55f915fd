// The bench's command-line options, shared by site.mjs and ab.mjs.
//   --runs N          Lighthouse runs per version of each route (default 5: the least issue 20 accepts)
//   --build-runs N    cold + warm build pairs (site.mjs; default 3)
//   --routes /,/process/   only these routes (by path, or "404")
//   --skip-build      reuse the builds already there
export const DEFAULT_RUNS = 5
export const DEFAULT_BUILD_RUNS = 3

export function options(argv, allRoutes) {
  const value = (name) => {
    const index = argv.indexOf(name)
    return index > -1 ? argv[index + 1] : undefined
  }
  const count = (name, fallback) => {
    const given = value(name)
    if (given === undefined) return fallback
    const number = Number(given)
    if (!Number.isInteger(number) || number < 1)
      throw new Error(`${name} wants a whole number of 1 or more, not ${given}`)
    return number
  }
  const wanted = value("--routes")?.split(",")
  const routes = wanted
    ? wanted.map((name) => {
        const route = allRoutes.find((candidate) => candidate.path === name || candidate.report === name)
        if (!route) throw new Error(`--routes: no route ${name} (${allRoutes.map((r) => r.path).join(", ")})`)
        return route
      })
    : allRoutes
  return {
    runs: count("--runs", DEFAULT_RUNS),
    buildRuns: count("--build-runs", DEFAULT_BUILD_RUNS),
    routes,
    skipBuild: argv.includes("--skip-build"),
    value,
  }
}
