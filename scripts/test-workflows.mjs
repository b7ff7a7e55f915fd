// The workflows can do their steps: each file validates (@action-validator/cli); each job's steps find
// the files they read in the checkout the job declares, made with real git from this repository's HEAD
// (commit first); what they install is pinned. Which job may do what: scripts/test-deploy-workflow.mjs.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { test } from "node:test"
import { parse } from "yaml"

const root = join(import.meta.dirname, "..")
const read = (path, dir = root) => readFileSync(join(dir, path), "utf8")
const files = readdirSync(join(root, ".github/workflows"))
const git = (dir, ...args) => execFileSync("git", ["-C", dir, ...args], { stdio: "pipe" })

/** The repository's files a step reads, from its inputs and its shell, relative to the checkout. */
function readsOf(step, job) {
  const dir = step["working-directory"] ?? job.defaults?.run?.["working-directory"] ?? "."
  const run = (step.run ?? "").replace(/^\s*#.*$/gm, "")
  const inRun = (pattern) => [...run.matchAll(pattern)].map(([, path]) => join(dir, path))
  const { "node-version-file": nodeVersion, "cache-dependency-path": lockfile, cache } = step.with ?? {}
  return [
    nodeVersion,
    lockfile ?? (cache === "npm" ? "package-lock.json" : undefined),
    dir !== "." && dir,
    ...inRun(/\bnode (?:--import tsx )?([\w./-]+\.m?[jt]s)\b/g),
    ...inRun(/(?:^|[\s;&|(])(\.ci\/[\w-]+)/g),
    ...inRun(/\bjq [^\n]*? ([\w.-][\w./-]*\.json)\b/g),
    /\bnpm (ci|run|test|exec)\b/.test(run) && join(dir, "package.json"),
    /\bnpm ci\b/.test(run) && join(dir, "package-lock.json"),
  ].filter(Boolean)
}

/** Makes the job's checkout of HEAD as it declares it (full, sparse or none); the checkout step's index. */
function checkOut(job, dir) {
  const index = job.steps.findIndex((step) => String(step.uses).startsWith("actions/checkout@"))
  if (index < 0) return index
  const { "sparse-checkout": patterns, "sparse-checkout-cone-mode": cone = true } = job.steps[index].with
  git(root, "clone", "--quiet", "--no-checkout", root, dir)
  if (patterns)
    git(dir, "sparse-checkout", "set", cone ? "--cone" : "--no-cone", ...patterns.trim().split("\n"))
  git(dir, "checkout", "--quiet")
  return index
}

for (const file of files) {
  const { jobs } = parse(read(`.github/workflows/${file}`))

  test(`${file} is a valid workflow (action-validator)`, () => {
    execFileSync(join(root, "node_modules/.bin/action-validator"), [join(root, ".github/workflows", file)])
  })

  for (const [name, job] of Object.entries(jobs).filter(([, job]) => job.steps))
    test(`${file} > ${name}: each step finds the files it reads in the job's own checkout`, () => {
      const dir = join(mkdtempSync(join(tmpdir(), "checkout-")), "repo")
      const checkedOut = checkOut(job, dir)
      for (const [index, step] of job.steps.entries()) {
        for (const path of readsOf(step, job))
          assert.ok(
            checkedOut >= 0 && index > checkedOut && existsSync(join(dir, path)),
            `${name} > ${step.name ?? step.uses ?? step.run} reads ${path}, which its checkout does not have`,
          )
        for (const [, script] of (step.run ?? "").matchAll(/\bnpm run ([\w:-]+)/g))
          assert.ok(JSON.parse(read("package.json", dir)).scripts[script], `no npm script ${script}`)
      }
    })
}

test("every action is pinned by commit SHA, its tag in a comment, and Dependabot moves the pins", () => {
  for (const file of files)
    for (const [, action, tag] of read(`.github/workflows/${file}`).matchAll(
      /^\s+(?:- )?uses: ([^.\s]\S*)(.*)$/gm,
    )) {
      assert.match(action, /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/, `${file}: pin ${action} by commit SHA`)
      assert.match(tag, /^ # v\d+\.\d+\.\d+$/, `${file}: name ${action}'s tag in a comment`)
    }
  const updates = parse(read(".github/dependabot.yml")).updates
  const watched = updates.flatMap((u) =>
    (u.directories ?? [u.directory]).map((d) => `${u["package-ecosystem"]} ${d}`),
  )
  assert.deepEqual(watched.sort(), [
    "docker /.github/ci",
    "github-actions /",
    "npm /",
    "npm /.github/wrangler",
  ])
})

test("CI runs in the image .github/ci/Dockerfile pins by digest, at .nvmrc's Node", () => {
  const { image, test: ciRun } = parse(read(".github/workflows/ci.yml")).jobs
  const dir = join(mkdtempSync(join(tmpdir(), "checkout-")), "repo")
  const step = image.steps[checkOut(image, dir) + 1]
  const output = join(dir, "..", "output")
  execFileSync("bash", ["-c", step.run], { cwd: dir, env: { ...process.env, GITHUB_OUTPUT: output } })
  const node = read(".nvmrc").trim()
  assert.match(readFileSync(output, "utf8"), new RegExp(`^ref=node:${node}-bookworm@sha256:[0-9a-f]{64}\\n$`))
  assert.equal(ciRun.container, "${{ needs.image.outputs.ref }}")
})

test("the publish job's wrangler is the lockfile's, at the version the site's own checks run", () => {
  const pinned = JSON.parse(read("package.json")).devDependencies.wrangler
  const lock = JSON.parse(read(".github/wrangler/package-lock.json"))
  assert.match(pinned, /^\d+\.\d+\.\d+$/, "make wrangler an exact devDependency")
  assert.equal(JSON.parse(read(".github/wrangler/package.json")).dependencies.wrangler, pinned)
  assert.equal(lock.packages["node_modules/wrangler"].version, pinned)
})

test("the Supabase CLI runs from npm at an exact version and is no dependency (its package downloads a binary)", () => {
  const versions = new Set(read(".github/workflows/backend.yml").match(/npx --yes supabase@\S+/g))
  assert.equal(versions.size, 1)
  assert.match([...versions][0], /@\d+\.\d+\.\d+$/)
  const pkg = JSON.parse(read("package.json"))
  assert.equal({ ...pkg.dependencies, ...pkg.devDependencies }.supabase, undefined)
})
