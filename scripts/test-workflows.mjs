// What the workflows promise (docs/publishing.md), as behaviour. Checkouts are made from HEAD: commit first.
import { Evaluator, Lexer, Parser, data } from "@actions/expressions"
import assert from "node:assert/strict"
import { execFileSync, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after, test } from "node:test"
import { parse } from "yaml"

const root = join(import.meta.dirname, "..")
const read = (path, dir = root) => readFileSync(join(dir, path), "utf8")
const files = readdirSync(join(root, ".github/workflows"))
const workflows = Object.fromEntries(files.map((file) => [file, parse(read(`.github/workflows/${file}`))]))
const { "ci.yml": ci, "deploy.yml": deploy, "backend.yml": backend } = workflows
const jobs = files.flatMap((f) => Object.entries(workflows[f].jobs).map(([n, job]) => [`${f} > ${n}`, job]))
const step = (job, name) => job.steps.find((s) => s.id === name || s.name?.startsWith(name))
const scratch = mkdtempSync(join(tmpdir(), "workflows-"))
after(() => rmSync(scratch, { recursive: true, force: true }))
const temporary = () => mkdtempSync(join(scratch, "t-"))
const git = (dir, ...args) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" })
const write = (dir, path) => cpSync(join(root, ".nvmrc"), join(dir, path)) // a file; only its name matters
const evaluate = (expression, context) => {
  const parsed = new Parser(new Lexer(expression).lex().tokens, Object.keys(context), []).parse()
  return new Evaluator(parsed, JSON.parse(JSON.stringify(context), data.reviver)).evaluate().coerceString()
}

/** Runs a step as GitHub does for event `github` (env's expressions, bash -e) in `cwd`: status, output. */
function runStep(step, github, cwd = temporary(), env = {}) {
  for (const [name, value] of Object.entries(step.env ?? {}))
    env[name] = value.replace(/\$\{\{(.*?)\}\}/g, (_, expression) => evaluate(expression, { github }))
  const out = join(temporary(), "out")
  env = { PATH: process.env.PATH, ...env, GITHUB_OUTPUT: out, GITHUB_ENV: out }
  const { status } = spawnSync("bash", ["-e", "-c", step.run], { cwd, env })
  return { status, out: existsSync(out) ? read(out, "/").trim() : "" }
}

/** Makes the job's checkout of HEAD as it declares it (full, sparse or none); the checkout step's index. */
function checkOut(job, dir = join(temporary(), "repo")) {
  const index = job.steps.findIndex((s) => String(s.uses).startsWith("actions/checkout@"))
  const { "sparse-checkout": sparse, "sparse-checkout-cone-mode": cone = true } = job.steps[index]?.with ?? {}
  git(root, "clone", "--quiet", "--no-checkout", root, dir)
  if (sparse) git(dir, "sparse-checkout", "set", cone ? "--cone" : "--no-cone", ...sparse.trim().split("\n"))
  if (index >= 0) git(dir, "checkout", "--quiet")
  return { dir, index }
}

const tracked = new Set(git(root, "ls-files").split("\n"))
/** What a step reads: files its shell names (the repository's; scripts, .ci/, JSON even if missing), npm's. */
function readsOf({ run = "", with: inputs = {}, "working-directory": dir = "." }) {
  const isRead = (word) => tracked.has(join(dir, word)) || /^(\.ci|scripts)\/.|^\w[\w./-]*\.json$/.test(word)
  const named = run.split(/[\s"'=;|&()<>]+/).filter(isRead)
  named.push(...[inputs["node-version-file"], inputs["cache-dependency-path"]].filter(Boolean))
  if (/\bnpm (ci|run|test|exec)\b/.test(run) || inputs.cache) named.push("package.json", "package-lock.json")
  return named.map((path) => join(dir, path)).concat(dir === "." ? [] : dir)
}

for (const file of files)
  test(`${file} is valid (action-validator); each job's steps find what they read in its own checkout`, () => {
    execFileSync(join(root, "node_modules/.bin/action-validator"), [join(root, ".github/workflows", file)])
    for (const [name, job] of Object.entries(workflows[file].jobs).filter(([, job]) => job.steps)) {
      const { dir, index: checkout } = checkOut(job)
      for (const [index, step] of job.steps.entries()) {
        for (const path of readsOf(step))
          assert.ok(index > checkout && existsSync(join(dir, path)), `${name} reads ${path}, not checked out`)
        for (const [, script] of (step.run ?? "").matchAll(/\bnpm run ([\w:-]+)/g))
          assert.ok(JSON.parse(read("package.json", dir)).scripts[script], `no npm script ${script}`)
      }
    }
  })

test("actions pinned by SHA (tag in a comment), CI's image by digest, CLIs exactly; Dependabot moves them", () => {
  const uses = files.flatMap((file) => read(`.github/workflows/${file}`).match(/^\s+(- )?uses: [^.\s].*$/gm))
  for (const line of uses) assert.match(line, /uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
  const { updates } = parse(read(".github/dependabot.yml"))
  const watched = updates.map((u) => `${u["package-ecosystem"]} ${u.directories ?? u.directory}`).sort()
  assert.equal(watched.join(" "), "docker /.github/ci github-actions / npm /,/.github/wrangler")
  const { dir, index } = checkOut(ci.jobs.image)
  const from = runStep(ci.jobs.image.steps[index + 1], {}, dir).out
  assert.match(from, new RegExp(`^ref=node:${read(".nvmrc").trim()}-bookworm@sha256:[0-9a-f]{64}$`))
  assert.equal(ci.jobs.test.container, "${{ needs.image.outputs.ref }}")
  const { devDependencies, dependencies } = JSON.parse(read("package.json"))
  const wrangler = JSON.parse(read(".github/wrangler/package-lock.json")).packages["node_modules/wrangler"]
  assert.equal(wrangler.version, devDependencies.wrangler, "publish runs the wrangler the site's checks run")
  const supabase = new Set(read(".github/workflows/backend.yml").match(/npx --yes supabase@\S+/g))
  assert.match([...supabase].join(), /^npx --yes supabase@\d+\.\d+\.\d+$/)
  assert.equal({ ...dependencies, ...devDependencies }.supabase, undefined, "its package downloads a binary")
})

/** Jobs GitHub starts for `github` (success() implied unless `if` has !cancelled()), publish's branch. */
function started(github, scope) {
  const needs = {}
  for (const [name, job] of Object.entries(deploy.jobs)) {
    const own = Object.fromEntries([job.needs ?? []].flat().map((need) => [need, needs[need]]))
    const expression = job.if.replace(/^!cancelled\(\) && /, "")
    const gate = expression !== job.if || Object.values(own).every((need) => need.result === "success")
    const runs = gate && evaluate(expression, { github, needs: own }) === "true"
    needs[name] = { result: runs ? "success" : "skipped", outputs: name === "scope" ? scope : {} }
  }
  const { status, out } = runStep(step(deploy.jobs.publish, "Production"), github)
  const names = Object.keys(needs).filter((name) => needs[name].result === "success")
  return names.join(" ").replace("publish", status ? "publish refused" : out.replace("BRANCH=", "publish "))
}

const repository = "roam-creative/site"
const event = (event_name, ref = "refs/heads/main") => ({ event_name, ref, repository, sha: "newest" })
const afterCI = (...run) => ({ ...event("workflow_run"), event: { workflow_run: Object.assign({}, ...run) } })
const mainCI = { event: "push", head_branch: "main", head_sha: "newest", conclusion: "success" }
mainCI.head_repository = { full_name: repository }
const pr = { ...mainCI, event: "pull_request", head_sha: "pr", pull_requests: [{ number: 7 }] }
const [all, none] = ["true", "false"].map((value) => ({ build: value, backend: value }))

test("production is main's newest commit only; a pull request's CI (even from main) publishes pr-<number>", () => {
  const cases = [
    [afterCI(pr), all, "publish pr-7"],
    [afterCI(pr, { pull_requests: [] }), all, "publish refused"],
    [afterCI(mainCI), all, "scope backend publish main"],
    [afterCI(mainCI), none, "scope publish main"],
    [event("push"), { ...none, build: "true" }, "scope build publish main"],
    [event("push"), none, "scope"],
    [event("workflow_dispatch"), all, "scope build backend publish main"],
  ]
  const nothing = [event("workflow_dispatch", "refs/heads/x"), afterCI(mainCI, { head_sha: "older" })]
  nothing.push(afterCI(mainCI, { head_branch: "x" }), afterCI(mainCI, { conclusion: "failure" }))
  nothing.push(afterCI(pr, { head_repository: {} }), afterCI(pr, { event: "pull_request_target" }))
  nothing.push(afterCI(pr, { conclusion: "failure" }))
  for (const [github, scope, jobs] of cases.concat(nothing.map((github) => [github, all, ""])))
    assert.equal(started(github, scope), jobs, JSON.stringify(github))
})

test("publish runs nothing of a pull request's: main's checkout, wrangler's lockfile, files to serve", () => {
  const { publish } = deploy.jobs
  const tools = publish.steps.filter((s) => /\b(node|npx|npm|yarn) |\.ci\//.test(s.run))
  const wrangler = ".github/wrangler: npm ci --ignore-scripts --no-audit --no-fund"
  assert.equal(tools.map((s) => `${s["working-directory"]}: ${s.run}`).join("\n"), wrangler)
  const serve = (BRANCH, ...files) => {
    const dir = temporary()
    for (const file of ["_headers", ...files]) write(dir, `public/${file}`)
    const { status } = runStep(step(publish, "Refuse code"), {}, dir, { BRANCH })
    return `${status} ${read("public/_headers", dir).includes("X-Robots-Tag: noindex")}`
  }
  assert.equal([serve("pr-7"), serve("main"), serve("main", "_worker.js")].join(), "0 true,0 false,1 false")
})

const secretsIn = (node) => JSON.stringify(node ?? {}).match(/(?<=\$\{\{[^}]*\bsecrets\.)\w+/g) ?? []
const HOLDER = { CLOUDFLARE_API_TOKEN: "deploy.yml > publish" } // and every other: backend.yml > backend

test("each secret is on steps of the one job that uses it; a pull request's workflows hold none, only read", () => {
  for (const [name, job] of jobs) {
    for (const secret of secretsIn(job)) assert.equal(name, HOLDER[secret] ?? "backend.yml > backend", secret)
    const outsideSteps = { ...job, steps: job.steps?.map((s) => ({ ...s, env: {} })) }
    assert.deepEqual([secretsIn(outsideSteps), job.secrets], [[], undefined], name)
    if (/^(ci|site)\./.test(name)) assert.equal(job.environment ?? job.permissions, undefined, name)
    for (const { run = "", with: inputs = {}, uses } of job.steps ?? []) {
      assert.doesNotMatch(run, /\$\{\{/, `${name}: event text via env`)
      assert.ok(!inputs.ref && !inputs.repository, `${name}: ${uses} takes its own event's commit`)
      assert.doesNotMatch(String(uses), /^actions\/cache/, `${name}: no cache a pull request could seed`)
      assert.ok(!inputs.cache || name === "site.yml > build", `${name}: npm's cache in site.yml only`)
    }
  }
  assert.deepEqual(ci.on, { push: { branches: ["main"] }, pull_request: null })
  assert.deepEqual(Object.keys(deploy.on), ["push", "workflow_run", "workflow_dispatch"])
  assert.deepEqual(deploy.on.push, { branches: ["main"] })
  for (const w of [ci, workflows["site.yml"]]) assert.deepEqual(w.permissions, { contents: "read" })
  assert.equal(`${deploy.jobs.publish.environment} ${backend.jobs.backend.environment}`, "pages production")
  const listed = read("scripts/function-env-file.mjs").match(/const (REQUIRED|OPTIONAL) = \[[^\]]*\]/g)
  const { env } = step(backend.jobs.backend, "Set the functions' secrets")
  for (const [, name] of listed.join().matchAll(/"(\w+)"/g))
    assert.match(env[name] ?? "", /^\$\{\{ (secrets|vars)\.(?!GITHUB_)\w+ \}\}$/, `secrets file: ${name}`)
})

/** A repository of .ci/ and the paths later commits remove ("-path"), then one commit per list of paths. */
function repo(...commits) {
  const dir = temporary()
  cpSync(join(root, ".ci"), join(dir, ".ci"), { recursive: true })
  git(dir, "init", "-q")
  for (const path of commits.flat().filter((p) => p[0] === "-")) write(dir, path.slice(1))
  for (const paths of [[], ...commits]) {
    for (const path of paths)
      if (path[0] === "-") git(dir, "rm", "-q", path.slice(1))
      else write(dir, path)
    git(dir, "add", ".")
    git(dir, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "commit")
  }
  return { dir, base: git(dir, "rev-parse", `HEAD~${commits.length}`).trim() }
}

test("content/ alone (no schema, one commit, a rename's both sides) skips checks; editors own it (CODEOWNERS)", () => {
  for (const [only, ...paths] of [
    [true, "content/site.json", "content/images/new.jpg"],
    [false, "content/site.json", "content/schemas/site.schema.json"],
    [false, "content/site.json", "gatsby-node.ts"],
    [false, "-src/x.ts", "content/x.ts"],
    [false, "-content/site.json", "src/site.json"],
    [true, "-content/a.json", "content/b.json"],
  ]) {
    const { dir, base } = repo(paths)
    assert.equal(spawnSync(".ci/content-only", [base], { cwd: dir }).status === 0, only, paths.join())
  }
  const scope = (job, github, ...commits) => {
    const { dir, base } = repo(...commits)
    return runStep(step(job, "scope"), { ...github, event: { before: base, ...github.event } }, dir).out
  }
  assert.equal(scope(ci.jobs.test, {}, ["content/x"]), "scope=content")
  assert.equal(scope(ci.jobs.test, { event: { before: "0".repeat(40) } }, ["content/x"]), "scope=full")
  const [push, run] = [{ event_name: "push" }, { event_name: "workflow_run" }]
  assert.equal(scope(deploy.jobs.scope, push, ["content/x"]), "build=true\nbackend=false")
  assert.equal(scope(deploy.jobs.scope, push, ["src/x.ts"], ["content/x"]), "build=false\nbackend=false")
  assert.equal(scope(deploy.jobs.scope, run, ["supabase/x.sql"]), "build=false\nbackend=true")
  const rules = read(".github/CODEOWNERS").match(/^[^#\s].*$/gm)
  const rule = (path) => rules.findLast((r) => r.startsWith("* ") || `/${path}`.startsWith(r.split(" ")[0]))
  const paths = ["content/site.json", "content/schemas/x.json", "gatsby-node.ts", ".github/CODEOWNERS"]
  assert.equal(paths.map((path) => rule(path).includes("@")).join(), "false,true,true,true")
})
