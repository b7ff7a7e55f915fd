// npm test's runner (scripts/test-all.mjs) on small npm scripts: a failure in each lane, the slow one
// after the quick one is known, both named with their output; a step that needs a failed one is skipped.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { test } from "node:test"
import { BASE_ENV, ROOT } from "./processes.mjs"

test("a failure in each lane: both named with their output; the other steps run, one needing a failure not", (t) => {
  const project = mkdtempSync(join(tmpdir(), "npm-test-"))
  t.after(() => rmSync(project, { recursive: true, force: true }))
  const scripts = {
    quick: `node -e "console.log('quick lane broke'.toUpperCase()); process.exit(1)"`,
    "needs-quick": "echo needs-quick ran",
    slow: `node -e "setTimeout(() => { console.log('slow lane broke'.toUpperCase()); process.exit(2) }, 1500)"`,
    "after-slow": "echo after-slow ran",
    alone: "echo alone ran",
  }
  writeFileSync(join(project, "package.json"), JSON.stringify({ scripts }))
  const lanes = ["quick needs-quick", "slow after-slow"].map((lane) => lane.split(" "))
  const plan = JSON.stringify({ lanes, alone: ["alone"], needs: { "needs-quick": "quick" } })
  const run = spawnSync("node", [join(ROOT, "scripts/test-all.mjs"), plan], { cwd: project, env: BASE_ENV })
  const output = `${run.stdout}${run.stderr}`
  assert.equal(run.status, 1, output)
  const under = (header, text) => output.slice(output.indexOf(header)).includes(text)
  assert.ok(under("── quick: failed (exit 1) ──", "QUICK LANE BROKE"), output)
  assert.ok(under("── slow: failed (exit 2) ──", "SLOW LANE BROKE"), output)
  for (const ran of ["after-slow ran", "alone ran"]) assert.ok(output.includes(ran), output)
  assert.ok(!output.includes("needs-quick ran"), output)
  const named = String(run.stderr).match(/^npm test: .*$/gm)
  assert.deepEqual(named.toSorted(), [
    "npm test: needs-quick skipped: needs quick",
    "npm test: quick failed (exit 1)",
    "npm test: slow failed (exit 2)",
  ])
})
