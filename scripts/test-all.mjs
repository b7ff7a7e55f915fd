// `npm test`: every test layer, then each one's time (docs/testing.md). Three lanes keep two cores busy while
// steps wait; the timed specs then run alone. A failure skips only steps needing it: one run names them all.
import { runCommand, stopAllOnSignals } from "./lib/processes.mjs"

// npm scripts, each lane's longest first; `needs`: the step whose work a step reads, which must have passed.
// `npm test -- '<another plan as JSON>'` runs that plan instead (the runner's own test does).
const PLAN = process.argv[2]
  ? JSON.parse(process.argv[2])
  : {
      lanes: [
        ["test:editor", "typecheck", "test:unit", "lint"],
        ["test:content", "test:workflows", "test:serve", "check-content", "test:scripts"],
        ["build:e2e", "test:e2e:untimed", "test:lookups", "test:deno"],
      ],
      alone: ["test:e2e:timed"],
      needs: { "test:e2e:untimed": "build:e2e", "test:lookups": "build:e2e", "test:e2e:timed": "build:e2e" },
    }
stopAllOnSignals()

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
