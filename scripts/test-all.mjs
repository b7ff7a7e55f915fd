// `npm test`: every test layer, then how long each took, so a slower CI run says where its minutes went
// (docs/testing.md). Three lanes side by side keep two cores busy while steps wait on browsers and
// servers, each step's output printed under its header when it ends; then the browser specs that time
// animations have the machine to themselves. A failed step skips only the steps that need it, so one
// run names every failure.
import { execFileSync, spawnSync } from "node:child_process"
import { constants } from "node:os"
import { runCommand, stopAll } from "./lib/processes.mjs"

// npm scripts, each lane's longest first; `needs` names the step whose work a step reads, which must have
// passed. `npm test -- '<another plan as JSON>'` runs that plan instead (the runner's own test does).
const PLAN = process.argv[2]
  ? JSON.parse(process.argv[2])
  : {
      lanes: [
        ["test:editor", "typecheck", "test:unit"],
        ["test:content", "test:workflows", "test:serve", "check-content", "test:scripts"],
        ["build:e2e", "test:e2e:untimed", "test:lookups", "lint", "test:deno"],
      ],
      alone: ["test:e2e:timed"],
      needs: { "test:e2e:untimed": "build:e2e", "test:lookups": "build:e2e", "test:e2e:timed": "build:e2e" },
    }
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
// Ctrl-C stops the running steps and whatever they started, which a stopped test could not stop itself.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, async () => {
    spawnSync("kill", ["-TERM", ...descendants().map(String)])
    await stopAll()
    process.exit(128 + constants.signals[signal])
  })

const secondsSince = (start) => Math.round((performance.now() - start) / 1000)
const results = {}

/** Runs `steps` in turn; beside other lanes, each step's output is printed under its header when it ends. */
async function runLane(steps, alone) {
  for (const step of steps) {
    const needed = PLAN.needs?.[step]
    if (needed && results[needed]?.result !== "passed") {
      results[step] = { result: `skipped: needs ${needed}` }
      continue
    }
    if (alone) console.log(`\n── ${step} ──`)
    const started = performance.now()
    const { code, output } = await runCommand("npm", ["run", step], { cwd: process.cwd(), quiet: !alone })
    const result = code === 0 ? "passed" : `failed (exit ${code})`
    results[step] = { result, seconds: secondsSince(started) }
    if (!alone || code !== 0) process.stdout.write(`\n── ${step}: ${result} ──\n${output}`)
  }
}

const started = performance.now()
await Promise.all(PLAN.lanes.map((lane) => runLane(lane, PLAN.lanes.length === 1)))
await runLane(PLAN.alone ?? [], true)
results.total = { seconds: secondsSince(started) }
console.log("\nnpm test, step by step:")
console.table(results)
const failed = Object.entries(results).filter(([, { result }]) => result && result !== "passed")
for (const [step, { result }] of failed) console.error(`npm test: ${step} ${result}`)
if (failed.length > 0) process.exit(1)
