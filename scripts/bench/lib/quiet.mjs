// Timings belong to a quiet machine (issue 20). The bench cannot make the machine quiet, but it can
// say when it is not: a load average above half the cores at the start means something else is
// running (a build, a test suite) and the timings of this run should not be trusted.
import { cpus, loadavg } from "node:os"

export function machineLoad() {
  const [oneMinute] = loadavg()
  const cores = cpus().length
  return {
    average: Math.round(oneMinute * 100) / 100,
    warning:
      oneMinute > cores / 2
        ? `Warning: load average ${oneMinute.toFixed(2)} on ${cores} cores: the machine is not quiet, so the timings of this run say little (docs/benchmark.md, "A quiet machine").`
        : undefined,
  }
}
