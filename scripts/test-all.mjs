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

const timings = []
let failed = null
for (const step of STEPS) {
  const started = performance.now()
  const { status } = spawnSync("npm", ["run", step], { stdio: "inherit" })
  timings.push([step, (performance.now() - started) / 1000])
  if (status !== 0) {
    failed = step
    break
  }
}
timings.push(["total", timings.reduce((sum, [, seconds]) => sum + seconds, 0)])
console.log("\nnpm test, step by step:")
console.table(Object.fromEntries(timings.map(([step, seconds]) => [step, { seconds: Math.round(seconds) }])))
if (failed) {
  console.error(`npm test: ${failed} failed`)
  process.exit(1)
}
