// What the workflows promise (docs/publishing.md), as behaviour: the deploy's jobs GitHub starts for each
// event (their `if`s evaluated by GitHub's own expression library), what each job holds, and what their
// shell decides, run here in temporary directories and repositories.
import { Evaluator, Lexer, Parser, data } from "@actions/expressions"
import assert from "node:assert/strict"
import { execFileSync, spawnSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { test } from "node:test"
import { parse } from "yaml"

const root = join(import.meta.dirname, "..")
const read = (path, dir = root) => readFileSync(join(dir, path), "utf8")
const files = readdirSync(join(root, ".github/workflows"))
const workflows = Object.fromEntries(files.map((file) => [file, parse(read(`.github/workflows/${file}`))]))
const { "ci.yml": ci, "deploy.yml": deploy, "backend.yml": backend } = workflows
const jobs = files.flatMap((file) =>
  Object.entries(workflows[file].jobs).map(([n, j]) => [`${file} > ${n}`, j]),
)
const step = (job, name) => job.steps.find((candidate) => (candidate.name ?? candidate.id)?.startsWith(name))
const temporary = () => mkdtempSync(join(tmpdir(), "workflow-"))
const write = (dir, path, text = path) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}

/** Runs a step's shell as GitHub does (bash -e) in `cwd`: its exit status, and what it wrote for later. */
function runStep({ run }, env, cwd = temporary()) {
  const out = join(temporary(), "out")
  writeFileSync(out, "")
  env = { PATH: process.env.PATH, ...env, GITHUB_OUTPUT: out, GITHUB_ENV: out }
  const { status } = spawnSync("bash", ["-e", "-c", run], { cwd, env })
  return { status, out: readFileSync(out, "utf8").trim() }
}

/**
 * The deploy's jobs GitHub starts for an event (`github`), given the scope job's outputs; publish with the
 * Pages branch its first step chose from the same event, or "refused".
 */
function started(github, scope) {
  const needs = {}
  for (const [name, job] of Object.entries(deploy.jobs)) {
    const own = Object.fromEntries([job.needs ?? []].flat().map((need) => [need, needs[need]]))
    // GitHub's implicit success() (every need succeeded), unless the job's `if` starts with !cancelled().
    const expression = (job.if ?? "true").replace(/^!cancelled\(\) && /, "")
    const succeeded = Object.values(own).every((need) => need.result === "success")
    const parsed = new Parser(new Lexer(expression).lex().tokens, ["github", "needs"], []).parse()
    const context = JSON.parse(JSON.stringify({ github, needs: own }), data.reviver)
    const runs = new Evaluator(parsed, context).evaluate().coerceString() === "true"
    const result = (succeeded || expression !== job.if) && runs ? "success" : "skipped"
    needs[name] = { result, outputs: name === "scope" ? scope : {} }
  }
  const run = github.event?.workflow_run ?? {}
  const { status, out } = runStep(step(deploy.jobs.publish, "Production"), {
    ...{ EVENT: github.event_name, REF: github.ref, SHA: github.sha, RUN_EVENT: run.event },
    ...{ RUN_BRANCH: run.head_branch, RUN_SHA: run.head_sha, PULL_REQUEST: run.pull_requests?.[0]?.number },
  })
  const publish = status === 0 ? out.replace("BRANCH=", "publish ") : "publish refused"
  return Object.keys(needs)
    .filter((name) => needs[name].result === "success")
    .map((name) => (name === "publish" ? publish : name))
}

const repository = "roam-creative/site"
const event = (event_name, ref = "refs/heads/main") => ({ event_name, ref, repository, sha: "newest" })
const afterCI = (run) => ({
  ...event("workflow_run"),
  event: { workflow_run: { conclusion: "success", head_repository: { full_name: repository }, ...run } },
})
const mainCI = { event: "push", head_branch: "main", head_sha: "newest" }
const pullRequest = { ...mainCI, event: "pull_request", head_sha: "pr", pull_requests: [{ number: 7 }] }
const [all, none] = ["true", "false"].map((value) => ({ build: value, backend: value }))

test("a pull request's CI (even from main) starts publish alone, to pr-<number>; production is main's", () => {
  assert.deepEqual(started(afterCI(pullRequest), all), ["publish pr-7"])
  assert.deepEqual(started(afterCI({ ...pullRequest, pull_requests: [] }), all), ["publish refused"])
  assert.deepEqual(started(afterCI(mainCI), all), ["scope", "backend", "publish main"])
  assert.deepEqual(started(afterCI(mainCI), none), ["scope", "publish main"])
  assert.deepEqual(started(event("push"), { ...none, build: "true" }), ["scope", "build", "publish main"])
  assert.deepEqual(started(event("push"), none), ["scope"])
  assert.deepEqual(started(event("workflow_dispatch"), all), ["scope", "build", "backend", "publish main"])
  const [older, fork] = [
    { ...mainCI, head_sha: "older" },
    { ...pullRequest, head_repository: {} },
  ]
  for (const github of [
    ...[event("workflow_dispatch", "refs/heads/x"), afterCI(older), afterCI({ ...mainCI, head_branch: "x" })],
    ...[afterCI(fork), afterCI({ ...pullRequest, event: "pull_request_target" })],
    afterCI({ ...pullRequest, conclusion: "failure" }),
  ])
    assert.deepEqual(started(github, all), [], JSON.stringify(github))
})

test("publish runs nothing of a pull request's: main's checkout, wrangler's lockfile, files to serve", () => {
  const { publish } = deploy.jobs
  const checkout = publish.steps.find((s) => String(s.uses).startsWith("actions/checkout@"))
  assert.deepEqual(Object.keys(checkout.with).sort(), ["persist-credentials", "sparse-checkout"])
  for (const { run = "", "working-directory": dir } of publish.steps) {
    assert.doesNotMatch(run, /\b(node|npx|yarn) |\.ci\/|\bnpm (?!ci --ignore-scripts)/)
    if (/npm ci/.test(run)) assert.equal(dir, ".github/wrangler")
  }
  const served = (branch, file) => {
    const dir = temporary()
    write(dir, "public/_headers", "/*\n  X-Frame-Options: DENY\n")
    if (file) write(dir, `public/${file}`)
    const { status } = runStep(step(publish, "Refuse code"), { BRANCH: branch }, dir)
    return `${status} ${read("public/_headers", dir).includes("X-Robots-Tag: noindex")}`
  }
  const artifacts = [served("pr-7"), served("main"), served("main", "_worker.js")]
  assert.deepEqual(artifacts, ["0 true", "0 false", "1 false"])
  const context = /export const PREVIEW_CONTEXT = "([^"]+)"/.exec(read("src/cms/backend.ts"))[1]
  assert.match(step(publish, "Give the pull request").run, new RegExp(`COMMIT" .*-f context=${context} `))
})

const secretsIn = (node) =>
  [...JSON.stringify(node ?? {}).matchAll(/\$\{\{[^}]*\bsecrets\.(\w+)/g)].map((m) => m[1])
const SECRETS = {
  "deploy.yml > publish": "CLOUDFLARE_API_TOKEN",
  "backend.yml > backend":
    "SUPABASE_ACCESS_TOKEN SUPABASE_DB_PASSWORD RESEND_API_KEY RETRY_SECRET HEALTH_SECRET CMS_GITHUB_CLIENT_SECRET",
}

test("each secret is on steps of the one job that uses it; a pull request's workflows hold none, only read", () => {
  for (const [name, job] of jobs) {
    assert.deepEqual([...new Set(secretsIn(job))].sort(), (SECRETS[name]?.split(" ") ?? []).sort(), name)
    assert.deepEqual(secretsIn({ ...job, steps: job.steps?.map((s) => ({ ...s, env: {} })) }), [], name)
    assert.equal(job.secrets, undefined, `${name} passes no secrets to a called workflow`)
    const refs = job.steps?.map((s) => s.with?.ref).filter(Boolean)
    assert.deepEqual(refs ?? [], [], `${name} checks out its own event's commit (main's in the deploy)`)
    for (const { run = "" } of job.steps ?? [])
      assert.doesNotMatch(run, /\$\{\{/, `${name}: event text via env`)
  }
  assert.deepEqual(ci.on, { push: { branches: ["main"] }, pull_request: null })
  assert.deepEqual(Object.keys(deploy.on), ["push", "workflow_run", "workflow_dispatch"])
  assert.deepEqual(deploy.on.push, { branches: ["main"] })
  for (const file of ["ci.yml", "site.yml"]) {
    assert.deepEqual(workflows[file].permissions, { contents: "read" }, file)
    for (const job of Object.values(workflows[file].jobs)) assert.equal(job.environment, undefined)
  }
  const environments = [deploy.jobs.publish.environment, backend.jobs.backend.environment]
  assert.deepEqual(environments, ["pages", "production"])
  const health = step(backend.jobs.backend, "Check the live function's health")
  assert.deepEqual(secretsIn(health), ["HEALTH_SECRET"], "the monitor's step holds its own secret only")
})

test("no build cache a pull request could seed: npm's download cache only, in site.yml, never on workflow_run", () => {
  for (const [name, job] of jobs)
    for (const { uses, with: inputs } of job.steps ?? []) {
      assert.doesNotMatch(String(uses), /^actions\/cache/, `${name}: no actions/cache`)
      if (inputs?.cache) assert.equal(name, "site.yml > build", `${name}: no ${inputs.cache} cache`)
    }
  assert.equal(deploy.jobs.build.uses, "./.github/workflows/site.yml")
  assert.ok(!started(afterCI(mainCI), all).includes("build"))
})

test("the backend's secrets file gets every value scripts/function-env-file.mjs lists", () => {
  const listed = read("scripts/function-env-file.mjs").match(/const (REQUIRED|OPTIONAL) = \[[^\]]*\]/g)
  const { env } = step(backend.jobs.backend, "Set the functions' secrets")
  for (const [, name] of listed.join().matchAll(/"(\w+)"/g))
    assert.match(env[name] ?? "", /^\$\{\{ (secrets|vars)\.(?!GITHUB_)\w+ \}\}$/, name)
})

/** A repository holding .ci/, then one commit per list of changes: a path written, or [from, to] moved. */
function repo(...commits) {
  const dir = temporary()
  const who = ["-c", "user.name=t", "-c", "user.email=t@t"]
  const git = (...args) => execFileSync("git", ["-C", dir, ...who, ...args], { encoding: "utf8" }).trim()
  const commit = () => git("add", ".") + git("commit", "-qm", "commit")
  cpSync(join(root, ".ci"), join(dir, ".ci"), { recursive: true })
  for (const [from] of commits.flat().filter(Array.isArray)) write(dir, from)
  git("init", "-q")
  commit()
  const base = git("rev-parse", "HEAD")
  for (const changes of commits) {
    for (const change of changes) {
      if (!Array.isArray(change)) write(dir, change)
      else {
        mkdirSync(dirname(join(dir, change[1])), { recursive: true })
        git("mv", ...change)
      }
    }
    commit()
  }
  return { dir, base }
}

test("content/ alone (schemas excepted, one commit, a rename's both sides): .ci/content-only, CI, deploy", () => {
  const contentOnly = (...changes) => {
    const { dir, base } = repo(changes)
    return spawnSync(".ci/content-only", [base], { cwd: dir }).status === 0
  }
  assert.equal(contentOnly("content/site.json", "content/images/new.jpg"), true)
  assert.equal(contentOnly("content/site.json", "content/schemas/site.schema.json"), false)
  assert.equal(contentOnly("content/site.json", "gatsby-node.ts"), false)
  assert.equal(contentOnly(["src/x.ts", "content/x.ts"]), false, "a rename into content/")
  assert.equal(contentOnly(["content/site.json", "src/site.json"]), false, "a rename out of content/")
  assert.equal(contentOnly(["content/a.json", "content/b.json"]), true, "a rename within content/")
  const scope = (job, env, ...commits) => {
    const { dir, base } = repo(...commits)
    const decision = step(job, job === ci.jobs.test ? "What" : "scope")
    return runStep(decision, { BASE: base, BEFORE: base, ...env }, dir).out
  }
  assert.equal(scope(ci.jobs.test, {}, ["content/x"]), "scope=content")
  for (const BASE of ["", "0".repeat(40)])
    assert.equal(scope(ci.jobs.test, { BASE }, ["content/x"]), "scope=full")
  const push = { EVENT: "push" }
  assert.equal(scope(deploy.jobs.scope, push, ["content/x"]), "build=true\nbackend=false")
  assert.equal(scope(deploy.jobs.scope, push, ["src/x.ts"], ["content/x"]), "build=false\nbackend=false")
  const run = { EVENT: "workflow_run" }
  assert.equal(scope(deploy.jobs.scope, run, ["supabase/x.sql"]), "build=false\nbackend=true")
})

test("CODEOWNERS leaves content/ to the editors and everything else, schemas included, to the developers", () => {
  const rules = read(".github/CODEOWNERS").match(/^[^#\s].*$/gm)
  const rule = (path) => rules.findLast((r) => r.startsWith("* ") || `/${path}`.startsWith(r.split(" ")[0]))
  const paths = ["content/site.json", "content/schemas/x.json", "gatsby-node.ts", ".github/CODEOWNERS"]
  assert.deepEqual(
    paths.map((path) => rule(path).includes("@")),
    [false, true, true, true],
  )
})
