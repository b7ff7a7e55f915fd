// `npm test`: every test layer, stopping at the first that fails, then how long each took, so a slower CI
// run says where its minutes went (docs/testing.md). Two lanes keep two cores busy: the builds and what
// reads them in one, the other layers in the other. Then the browser suite, which times animations to
// the millisecond, has the machine to itself, serving the build made in the first lane.
import { execFileSync, spawnSync } from "node:child_process"
import { constants } from "node:os"
import { runCommand, stopAll } from "./lib/processes.mjs"

// The builds and what reads them; the other layers, beside them.
const BUILD_LANE = ["build:e2e", "test:content", "test:lookups"]
const CHECK_LANE =
  "typecheck lint test:workflows test:serve check-content test:unit test:scripts test:deno test:editor"
/** Phases in turn; a phase's lanes side by side, each lane's steps in turn. */
const PHASES = [[BUILD_LANE, CHECK_LANE.split(" ")], [["test:e2e"]]]
// The browser suite serves the build that build:e2e made and checked.
const STEP_ENV = { "test:e2e": { E2E_REUSE_BUILD: "1" } }

/** Every process below this one, with the servers steps' tests started in process groups of their own. */
function descendants() {
  const table = execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" }).trim().split("\n")
  const children = Map.groupBy(
    table.map((line) => line.trim().split(/\s+/).map(Number)),
    ([, parent]) => parent,
  )
  const below = (pid) => (children.get(pid) ?? []).flatMap(([child]) => [child, ...below(child)])
  return below(process.pid)
}

/** Stops the running steps and whatever they started, which a stopped test could not stop itself. */
async function stopSteps() {
  spawnSync("kill", ["-TERM", ...descendants().map(String)])
  await stopAll()
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => stopSteps().then(() => process.exit(128 + constants.signals[signal])))

const started = performance.now()
const secondsSince = (start) => ({ seconds: Math.round((performance.now() - start) / 1000) })
const timings = {}
let failed

/** Runs `steps` in turn until one fails; beside other lanes, each step's output is printed when it ends. */
async function runLane(steps, alone) {
  for (const step of steps) {
    if (failed) return
    const stepStarted = performance.now()
    const { code, output } = await runCommand("npm", ["run", step], { env: STEP_ENV[step], quiet: !alone })
    // A step stopped because another lane failed says nothing of its own.
    const stopped = failed && code !== 0
    timings[stopped ? `${step} (stopped)` : step] = secondsSince(stepStarted)
    if (failed) return
    if (!alone) process.stdout.write(`\n${output}`)
    if (code !== 0) {
      failed = step
      await stopSteps()
    }
  }
}

for (const lanes of PHASES)
  if (!failed) await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)))
timings.total = secondsSince(started)
console.log("\nnpm test, step by step:")
console.table(timings)
if (failed) {
  console.error(`npm test: ${failed} failed`)
  process.exit(1)
}
