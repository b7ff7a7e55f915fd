// The workflows can do their steps: each file validates (@action-validator/cli), and each job's steps
// find the files they read in the checkout the job declares, made with real git from this
// repository's HEAD (commit first). Which job may do what: scripts/test-deploy-workflow.mjs.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { test } from "node:test"
import { parse } from "yaml"

const root = join(import.meta.dirname, "..")
const workflowDir = join(root, ".github", "workflows")
const files = readdirSync(workflowDir).filter((file) => /\.ya?ml$/.test(file))
const read = (path) => readFileSync(join(root, path), "utf8")
const git = (cwd, ...args) => execFileSync("git", ["-C", cwd, ...args], { encoding: "utf8" })

/** The repository's files a step reads, relative to the checkout's root. */
function readsOf(step, job) {
  const dir = step["working-directory"] ?? job.defaults?.run?.["working-directory"] ?? "."
  const at = (path) => join(dir, path)
  const run = (step.run ?? "").replace(/^\s*#.*$/gm, "")
  const paths = [
    ...[step.with?.["node-version-file"], step.with?.["cache-dependency-path"]].filter(Boolean),
    ...(step.with?.cache === "npm" && !step.with["cache-dependency-path"] ? ["package-lock.json"] : []),
    ...(dir === "." ? [] : [dir]),
    ...[...run.matchAll(/\bnode (?:--import tsx )?([\w./-]+\.m?[jt]s)\b/g)].map(([, path]) => at(path)),
    ...[...run.matchAll(/(?:^|[\s;&|(])(\.ci\/[\w-]+)/g)].map(([, path]) => at(path)),
    ...[...run.matchAll(/\b(?:jq|cat) [^\n]*?([\w.-][\w./-]*\.(?:json|nvmrc))\b/g)].map(([, path]) => at(path)),
    ...(/\bnpm (ci|run|test|exec)\b/.test(run) ? [at("package.json")] : []),
    ...(/\bnpm ci\b/.test(run) ? [at("package-lock.json")] : []),
  ]
  for (const [, script] of run.matchAll(/\bnpm run ([\w:-]+)/g)) {
    const pkg = existsSync(join(root, at("package.json"))) ? JSON.parse(read(at("package.json"))) : {}
    assert.ok(pkg.scripts?.[script], `"npm run ${script}": ${at("package.json")} has no such script`)
  }
  return paths
}

/** Makes `job`'s checkout of HEAD as it declares it (none, full, or sparse) in a fresh clone. */
function checkoutOf(job, dir) {
  const checkout = job.steps.find((step) => String(step.uses).startsWith("actions/checkout@"))
  if (!checkout) return
  git(root, "clone", "--quiet", "--no-checkout", root, dir)
  const patterns = checkout.with?.["sparse-checkout"]?.trim().split("\n")
  if (patterns) {
    const cone = checkout.with["sparse-checkout-cone-mode"] !== false
    git(dir, "sparse-checkout", "set", cone ? "--cone" : "--no-cone", ...patterns)
  }
  git(dir, "checkout", "--quiet")
  return checkout
}

for (const file of files) {
  const workflow = parse(readFileSync(join(workflowDir, file), "utf8"))

  test(`${file} is a valid workflow (action-validator)`, () => {
    execFileSync(join(root, "node_modules", ".bin", "action-validator"), [join(workflowDir, file)])
  })

  for (const [name, job] of Object.entries(workflow.jobs).filter(([, job]) => job.steps))
    test(`${file} > ${name}: each step finds the files it reads in the job's own checkout`, () => {
      const dir = join(mkdtempSync(join(tmpdir(), "checkout-")), "repo")
      try {
        const checkedOut = job.steps.indexOf(checkoutOf(job, dir))
        for (const [index, step] of job.steps.entries())
          for (const path of readsOf(step, job))
            assert.ok(
              index > checkedOut && checkedOut >= 0 && existsSync(join(dir, path)),
              `${name} > ${step.name ?? step.uses} reads ${path}, which its checkout does not have`,
            )
      } finally {
        rmSync(dirname(dir), { recursive: true, force: true })
      }
    })
}
