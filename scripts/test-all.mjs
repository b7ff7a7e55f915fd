// `npm test`: every test layer in order, stopping at the first that fails, then how long each took,
// so a slower CI run says where its minutes went (docs/testing.md).
import { spawnSync } from "node:child_process"

const STEPS = [
  "lint",
  "typecheck",
  "test:workflows",
  "test:serve",
  "check-content",
  "test:unit",
  "test:scripts",
  "test:popup",
  "test:deno",
  "test:content",
  "test:e2e",
  "test:lookups",
  "test:editor",
]

const started = performance.now()
const secondsSince = (start) => ({ seconds: Math.round((performance.now() - start) / 1000) })
const timings = {}
const failed = STEPS.find((step) => {
  const stepStarted = performance.now()
  const { status } = spawnSync("npm", ["run", step], { stdio: "inherit" })
  timings[step] = secondsSince(stepStarted)
  return status !== 0
})
timings.total = secondsSince(started)
console.log("\nnpm test, step by step:")
console.table(timings)
if (failed) {
  console.error(`npm test: ${failed} failed`)
  process.exit(1)
}
