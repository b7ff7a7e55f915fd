// GitHub's runner for scripts/test-workflows.mjs: expressions, `if`s and a job's steps in bash as the runner
// runs them, the actions, CLIs and API as scripts/workflow-stand-ins.sh, in scratch repositories.
import { Evaluator, Lexer, Parser, data } from "@actions/expressions"
import { execFileSync, spawnSync } from "node:child_process"
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync } from "node:fs"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after } from "node:test"

export const root = join(import.meta.dirname, "../..")
export const read = (path, dir = root) => readFileSync(join(dir, path), "utf8")
const scratch = mkdtempSync(join(tmpdir(), "workflows-"))
after(() => rmSync(scratch, { recursive: true, force: true }))
export const temporary = (name = "") => join(mkdtempSync(join(scratch, "t-")), name)
const user = ["-c", "user.name=t", "-c", "user.email=t@t"]
export const git = (dir, ...args) => `${execFileSync("git", ["-C", dir, ...user, ...args])}`.trim()
export const write = (path) => cpSync(join(root, ".nvmrc"), path) // a file; only its name matters
/** Commits each path (a file; "-path" removes it) in the repository `dir`, on `base` if given: the commit. */
export function commit(dir, paths, ...base) {
  if (base.length) git(dir, "checkout", "-q", ...base)
  for (const path of paths) (path[0] === "-" ? rmSync : write)(join(dir, path.replace(/^-/, "")))
  git(dir, "add", "--all")
  git(dir, "commit", "-qm", paths.join().slice(0, 99))
  return git(dir, "rev-parse", "HEAD")
}
const evaluate = (expression, context) => {
  const parsed = new Parser(new Lexer(expression).lex().tokens, Object.keys(context), []).parse()
  return new Evaluator(parsed, JSON.parse(JSON.stringify(context), data.reviver)).evaluate().coerceString()
}
const holds = (condition, context) => evaluate(`(${condition}) && 'y' || ''`, context) === "y"
export const expand = (text, context) => `${text}`.replace(/\$\{\{(.*?)\}\}/g, (_, e) => evaluate(e, context))
export const resolve = (map = {}, c) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [k, expand(v, c)]))
/** A job's `if` (with the success() it implies unless it names a status) over the jobs it needs. */
export const passes = ({ if: condition = "true" }, context, needs) =>
  (condition.includes("cancelled()") || needs.every((job) => job.result === "success")) &&
  holds(condition.replace("!cancelled()", "true"), context)
const lines = (file) => (existsSync(file) && read(file, "/").match(/^\w+=.*$/gm)) || []
const pairs = (file) => Object.fromEntries(lines(file).map((line) => line.split(/=(.*)/)))
export const standIns = {
  BASH_ENV: join(root, "scripts/workflow-stand-ins.sh"),
  REPOSITORY: "roam-creative/site",
}
const input = (name) => `INPUT_${name.replace(/-/g, "_").toUpperCase()}` // as GitHub passes it, _ for -
/** Runs a job's steps as GitHub's runner does (bash -eo pipefail; actions as stand-ins), `at` the origin,
 * state, run and directory given, until one fails: its result, outputs, steps' outputs and summary. */
export function runJob(job, context = { github: {} }, given = {}, at = {}) {
  const { origin = root, state = temporary(), run = { id: 1 }, dir = temporary("repo") } = at
  const [said, github] = [temporary("said"), context.github]
  const env = { PATH: process.env.PATH, SHLVL: "1", GITHUB_SHA: github.sha, GITHUB_STEP_SUMMARY: said }
  const defaults = { vars: {}, secrets: {}, inputs: {}, needs: {}, runner: { temp: dir } }
  context = { ...defaults, ...context, env, steps: {} }
  Object.assign(env, { ...standIns, GITHUB_RUN_ID: run.id, GITHUB_STATE: state, ORIGIN: origin, ...given })
  Object.assign(env, resolve(job.env, context))
  const done = (result, failed = "") => {
    const summary = existsSync(said) ? read(said, "/") : ""
    return { result, failed, said: summary, outputs: resolve(job.outputs, context), steps: context.steps }
  }
  mkdirSync(dir, { recursive: true })
  for (const s of job.steps) {
    if (!holds(s.if ?? "true", context)) continue
    const [out, set, cwd] = [temporary("out"), temporary("env"), join(dir, s["working-directory"] ?? "")]
    const inputs = Object.entries(resolve(s.with, context)).map(([name, value]) => [input(name), value])
    const own = { ...env, ...Object.fromEntries(inputs), ...resolve(s.env, context), GITHUB_OUTPUT: out }
    const shell = ["--noprofile", "--norc", "-eo", "pipefail", "-c", s.run ?? s.uses.split("@")[0]]
    const ran = spawnSync("bash", shell, { cwd, env: { ...own, GITHUB_ENV: set, GITHUB_PATH: set } })
    context.steps[s.id] = { outputs: pairs(out) }
    Object.assign(env, pairs(set))
    if (ran.status) return done("failure", `${s.name ?? s.run ?? s.uses}: ${ran.stderr}`)
  }
  return done("success")
}
/** Where each sequence's main starts, made once: one commit of what the jobs' steps read, whose whole suite
 * passed CI, and which production and the backend run. The lockfile's text is the site's own business. */
export function firstCommit() {
  const [origin, state] = [temporary(), temporary()]
  const from = ".ci .github .nvmrc package.json scripts"
  execFileSync("sh", ["-c", `git -C "${root}" archive HEAD ${from} | tar -x -C "${origin}"`])
  git(origin, "init", "-q", "-b", "main")
  const sha = commit(origin, ["package-lock.json", "content/site.json", "src/site.ts", "supabase/0.sql"])
  appendFileSync(join(state, "log"), `ci ${sha} full success\n`)
  writeFileSync(join(state, "live-headers"), "Content-Security-Policy: default-src 'self'\n")
  const record = { run: `for e in site supabase; do .github/ci/record $e ${sha}; done` }
  runJob({ steps: [record] }, undefined, {}, { origin, state, dir: origin })
  return { origin, state, sha }
}
