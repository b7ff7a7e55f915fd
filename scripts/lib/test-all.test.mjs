// npm test's runner (scripts/test-all.mjs) on small npm scripts, the slow lane failing after the quick one.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { test } from "node:test"

const breaks = (lane, code, ms) =>
  `node -e "setTimeout(() => { console.log('${lane} broke'.toUpperCase()); process.exit(${code}) }, ${ms})"`
const scripts = { quick: breaks("quick", 1, 0), slow: breaks("slow", 2, 1500) }
for (const step of ["needs-quick", "after-slow"]) scripts[step] = `echo ${step} ran`

test("a failure in each lane: both named with their output; a step after one runs, one needing it not", (t) => {
  const project = mkdtempSync(join(tmpdir(), "npm-test-"))
  t.after(() => rmSync(project, { recursive: true, force: true }))
  writeFileSync(join(project, "package.json"), JSON.stringify({ scripts }))
  const lanes = ["quick needs-quick", "slow after-slow"].map((lane) => lane.split(" "))
  const plan = JSON.stringify({ lanes, needs: { "needs-quick": "quick" } })
  const run = spawnSync("node", [join(import.meta.dirname, "../test-all.mjs"), plan], { cwd: project })
  const output = `${run.stdout}${run.stderr}`
  assert.equal(run.status, 1, output)
  for (const [step, code] of Object.entries({ quick: 1, slow: 2 })) {
    const [, under] = output.split(`── ${step}: failed (exit ${code}) ──`)
    assert.match(under ?? "", new RegExp(`^${step.toUpperCase()} BROKE$`, "m"), output)
  }
  assert.match(output, /^after-slow ran$/m)
  assert.doesNotMatch(output, /^needs-quick ran$/m)
  const named = String(run.stderr).match(/^npm test: .*$/gm)
  assert.deepEqual(named.toSorted(), [
    "npm test: needs-quick skipped: needs quick",
    "npm test: quick failed (exit 1)",
    "npm test: slow failed (exit 2)",
  ])
})
