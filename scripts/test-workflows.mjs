// What the workflows promise (docs/publishing.md), as behaviour. Checkouts are made from HEAD: commit first.
import { Evaluator, Lexer, Parser, data } from "@actions/expressions"
import assert from "node:assert/strict"
import { execFileSync, spawnSync } from "node:child_process"
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after, test } from "node:test"
import { parse } from "yaml"

const root = join(import.meta.dirname, "..")
const read = (path, dir = root) => readFileSync(join(dir, path), "utf8")
const files = readdirSync(join(root, ".github/workflows"))
const texts = files.map((file) => read(`.github/workflows/${file}`))
const workflows = Object.fromEntries(files.map((file, i) => [file, parse(texts[i])]))
const { "ci.yml": ci, "deploy.yml": deploy, "backend.yml": backend, "pages.yml": pages } = workflows
const jobs = files.flatMap((f) => Object.entries(workflows[f].jobs).map(([n, job]) => [`${f} > ${n}`, job]))
const step = (job, name) => job.steps.find((s) => s.id === name || s.name?.startsWith(name))
const scratch = mkdtempSync(join(tmpdir(), "workflows-"))
after(() => rmSync(scratch, { recursive: true, force: true }))
const temporary = () => mkdtempSync(join(scratch, "t-"))
const git = (dir, ...args) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim()
const write = (path) => cpSync(join(root, ".nvmrc"), path) // a file; only its name matters
/** Commits each path (a file; "-path" removes it) in the repository `dir`: the new commit. */
function commit(dir, paths) {
  for (const path of paths) (path[0] === "-" ? rmSync : write)(join(dir, path.replace(/^-/, "")))
  git(dir, "add", "--all")
  git(dir, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", paths.join())
  return git(dir, "rev-parse", "HEAD")
}
const evaluate = (expression, context) => {
  const parsed = new Parser(new Lexer(expression).lex().tokens, Object.keys(context), []).parse()
  return new Evaluator(parsed, JSON.parse(JSON.stringify(context), data.reviver)).evaluate().coerceString()
}
const interpolate = (text, context) => text.replace(/\$\{\{(.*?)\}\}/g, (_, e) => evaluate(e, context))
const resolve = (map = {}, context) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [k, interpolate(v, context)]))
/** Runs a job's shell steps in `dir` as GitHub does, each exiting 0 (SHLVL: bash is slow without it). */
function runJob(job, github, dir = temporary(), given = {}) {
  const env = { PATH: process.env.PATH, SHLVL: "1", GITHUB_SHA: github.sha, ...given }
  const context = { github, vars: {}, secrets: {}, runner: { temp: dir }, env, steps: {} }
  Object.assign(env, resolve(job.env, context))
  for (const s of job.steps.filter((s) => s.run)) {
    if (evaluate(s.if ?? "true", context) !== "true") continue
    const out = join(temporary(), "out")
    const own = { ...env, ...resolve(s.env, context), GITHUB_OUTPUT: out, GITHUB_ENV: out, GITHUB_PATH: out }
    const cwd = join(dir, s["working-directory"] ?? "")
    const { status } = spawnSync("bash", ["-e", "-c", s.run], { cwd, env: own })
    assert.equal(status, 0, s.name ?? s.run)
    const set = (existsSync(out) && read(out, "/").match(/^[^=\n]+=.*$/gm)) || []
    context.steps[s.id] = { outputs: Object.fromEntries(set.map((line) => line.split(/=(.*)/, 2))) }
    Object.assign(env, context.steps[s.id].outputs)
  }
  return { env, outputs: resolve(job.outputs, context) }
}
/** Makes the job's checkout of `sha` as it declares it (full, sparse or none); the checkout step's index. */
function checkOut(job, from = root, sha = "HEAD", dir = join(temporary(), "repo")) {
  const index = job.steps.findIndex((s) => String(s.uses).startsWith("actions/checkout@"))
  const { "sparse-checkout": sparse, "sparse-checkout-cone-mode": cone = true } = job.steps[index]?.with ?? {}
  git(root, "clone", "--quiet", "--no-checkout", from, dir)
  if (sparse) git(dir, "sparse-checkout", "set", cone ? "--cone" : "--no-cone", ...sparse.trim().split("\n"))
  if (index >= 0) git(dir, "checkout", "--quiet", sha)
  return { dir, index }
}
const tracked = new Set(git(root, "ls-files").split("\n"))
/** What a step reads: files its shell names (tracked ones; scripts, .ci/, JSON even if missing), npm's. */
function readsOf({ run = "", with: inputs = {}, "working-directory": dir = "." }) {
  const isRead = (word) => tracked.has(join(dir, word)) || /^(\.ci|scripts)\/.|^\w[\w./-]*\.json$/.test(word)
  const named = run.split(/[\s"'=;|&()<>]+/).filter(isRead)
  if (inputs["node-version-file"]) named.push(inputs["node-version-file"])
  if (/\bnpm (ci|run|test|exec)\b/.test(run) || inputs.cache) named.push("package.json", "package-lock.json")
  return named.map((path) => join(dir, path)).concat(dir === "." ? [] : dir)
}

for (const [i, file] of files.entries())
  test(`${file} is valid (action-validator); each job's steps find what they read in its own checkout`, () => {
    execFileSync(join(root, "node_modules/.bin/action-validator"), [join(root, ".github/workflows", file)])
    for (const [name, job] of Object.entries(workflows[file].jobs).filter(([, job]) => job.steps)) {
      const { dir, index: checkout } = checkOut(job)
      for (const [index, step] of job.steps.entries())
        for (const path of readsOf(step))
          assert.ok(index > checkout && existsSync(join(dir, path)), `${name} reads ${path}, not checked out`)
    }
    for (const [, script] of texts[i].matchAll(/\bnpm run ([\w:-]+)/g))
      assert.ok(JSON.parse(read("package.json")).scripts[script], `no npm script ${script}`)
  })

test("actions pinned by SHA (tag in a comment), CI's image by digest, CLIs by lockfile; Dependabot moves them", () => {
  for (const line of texts.flatMap((text) => text.match(/^\s+(- )?uses: [^.\s].*$/gm)))
    assert.match(line, /uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
  const { updates } = parse(read(".github/dependabot.yml"))
  const watched = updates.map((u) => `${u["package-ecosystem"]} ${u.directories ?? u.directory}`).sort()
  assert.equal(`${watched}`, "docker /.github/ci,github-actions /,npm /,/.github/wrangler,/.github/supabase")
  const { ref } = runJob(ci.jobs.image, {}, checkOut(ci.jobs.image).dir).outputs
  assert.match(ref, new RegExp(`^node:${read(".nvmrc").trim()}-bookworm@sha256:[0-9a-f]{64}$`))
  assert.equal(ci.jobs.test.container, "${{ needs.image.outputs.ref }}")
  const locked = (cli) => JSON.parse(read(`.github/${cli}/package-lock.json`)).packages
  const wrangler = locked("wrangler")["node_modules/wrangler"].version
  assert.equal(wrangler, JSON.parse(read("package.json")).devDependencies.wrangler, "the site's wrangler")
  const supabase = locked("supabase")["node_modules/@supabase/cli-linux-x64"].version
  assert.equal([...new Set(read("docs/deploying.md").match(/(?<=npx supabase@)\S+/g))].join(), supabase)
  assert.doesNotMatch(texts.join(), /\bnpx\b/)
})

const [ref, repository, pull_requests] = ["refs/heads/main", "roam-creative/site", [{ number: 7 }]]
// pull_requests on main's runs too, as GitHub may list some there: production must not depend on them.
const ours = { conclusion: "success", head_repository: { full_name: repository }, pull_requests }
/** Plays `play` on a scratch main whose events run Deploy's jobs (own checkouts, stand-in CLIs), then asserts
 * production indexed at main's head, no code live before its CI passed, supabase/ deployed once, in order. */
function mainline(play) {
  const [origin, state] = [temporary(), temporary()]
  execFileSync("sh", ["-c", `git -C "${root}" archive HEAD .ci .github | tar -x -C "${origin}"`])
  git(origin, "init", "-q", "-b", "main")
  const pushes = [{ sha: commit(origin, ["content/site.json", "src/site.ts", "supabase/0.sql"]), code: true }]
  const [head, at] = [() => pushes.at(-1).sha, (sha) => pushes.findIndex((push) => push.sha === sha)]
  for (const f of ["passed", "deployed", "pages", "migrated"]) appendFileSync(join(state, f), `${head()}\n`)
  /** A Deploy run: its scope at once, its other jobs after `meanwhile` (what happens while they wait). */
  const run = (github, meanwhile = () => {}) => {
    const needs = Object.fromEntries(Object.keys(deploy.jobs).map((name) => [name, { result: "skipped" }]))
    const start = ([name, job]) => {
      const own = Object.fromEntries([job.needs ?? []].flat().map((need) => [need, needs[need]]))
      const gate = job.if.includes("cancelled()") || Object.values(own).every((n) => n.result === "success")
      if (!gate || evaluate(job.if.replace("!cancelled()", "true"), { github, needs: own }) !== "true") return
      const called = job.uses ? Object.values(workflows[job.uses.split("/").at(-1)].jobs)[0] : job
      const { dir } = checkOut(called, origin, github.sha)
      write(join(dir, "public/_headers")) // as the artifact's download makes it
      const env = { BASH_ENV: join(root, "scripts/workflow-stand-ins.sh"), GITHUB_STATE: state }
      needs[name] = { result: "success", outputs: runJob(called, github, dir, env).outputs }
    }
    start(["scope", deploy.jobs.scope])
    meanwhile()
    Object.entries(deploy.jobs).slice(1).forEach(start)
    return { github, needs }
  }
  const completed = (workflow_run, meanwhile) =>
    run({ event_name: "workflow_run", ref, repository, sha: head(), event: { workflow_run } }, meanwhile)
  play({
    state,
    push(paths, meanwhile) {
      const code = paths.some((path) => !path.startsWith("content/"))
      pushes.push({ event_name: "push", ref, repository, sha: commit(origin, paths), code })
      return run(pushes.at(-1), meanwhile)
    },
    /** CI on main ends for a push's run; a later push in its concurrency group cancels it. */
    ci({ github }, meanwhile) {
      const group = (push) => interpolate(ci.concurrency.group, { github: push })
      const later = pushes.slice(at(github.sha) + 1)
      const conclusion = later.some((push) => group(push) === group(github)) ? "cancelled" : "success"
      if (conclusion === "success") appendFileSync(join(state, "passed"), `${github.sha}\n`)
      const ended = { ...ours, event: "push", head_branch: "main", head_sha: github.sha, conclusion }
      return completed(ended, meanwhile)
    },
    pr(paths, full_name = repository) {
      const [head_sha, head_repository] = [commit(origin, paths), { full_name }]
      git(origin, "reset", "-q", "--hard", head())
      return completed({ ...ours, event: "pull_request", head_sha, head_repository })
    },
    rerun: (old) => run(old.github),
  })
  const production = [...read("pages", state).matchAll(/^main (\w+) (\d+) 0$/gm)] // 0: no noindex
  const migrated = [...read("migrated", state).matchAll(/^(\w+) (\d+)$/gm)]
  assert.equal(production.at(-1)?.[1] ?? pushes[0].sha, head(), "indexed production ends at main's head")
  const passed = read("passed", state).split("\n")
  for (const [, sha, count] of [...production, ...migrated])
    for (const push of pushes.slice(0, at(sha) + 1).filter((push) => push.code))
      assert.ok(passed.slice(0, count).includes(push.sha), `${sha} live before ${push.sha} passed CI`)
  const deployed = [pushes[0].sha, ...migrated.map(([, sha]) => sha)]
  const supabase = (sha) => git(origin, "rev-parse", `${sha}:supabase`)
  for (const [i, sha] of deployed.slice(1).entries())
    assert.ok(at(deployed[i]) < at(sha) && supabase(deployed[i]) !== supabase(sha), `${sha}: again?`)
  assert.equal(supabase(deployed.at(-1)), supabase(head()), "main's supabase/ is deployed")
}

const sequences = {
  "production follows main: two content publishes whose builds finish in reverse order": (main) =>
    main.push(["content/a"], () => main.push(["content/b"])),
  "production follows main: a supabase/ merge approved after an editor's publish": (main) =>
    main.ci(main.push(["supabase/m.sql"]), () => main.push(["content/e"])),
  "production follows main: a re-run of an old Deploy run": (main) => {
    const old = main.ci(main.push(["supabase/n.sql"]))
    main.ci(main.push(["supabase/o.sql"]))
    main.rerun(old)
  },
  "production follows main: a merge followed by a publish before the merge's CI finishes": (main) =>
    [main.push(["src/x.ts", "supabase/x.sql"]), main.push(["content/e"])].forEach((run) => main.ci(run)),
  "production follows main: a content-only publish on top of an unchecked code merge": (main) => {
    const merge = main.push(["src/y.ts"])
    main.ci(main.push(["content/f"]))
    main.ci(merge)
  },
  "noindex previews: content alone at once, others after a developer's approval, none for forks": (main) => {
    // content/ alone at once; schemas are code, and a rename is judged by where it came from too
    const atOnce = [["content/images/b.jpg"], ["-content/site.json", "content/b.json"]]
    const reviewed = [["content/schemas/a"], ["src/a", "content/a"], ["-src/site.ts", "content/site.ts"]]
    const runs = [...atOnce, ...reviewed].map((paths) => main.pr(paths))
    main.pr(["content/q"], "someone/site")
    const reviews = runs.map(({ needs }) => needs.review.result)
    assert.equal(reviews.join(), "skipped,skipped,success,success,success")
    const previews = runs.map(({ github }) => `pr-7 ${github.event.workflow_run.head_sha} 1 1`)
    assert.deepEqual(read("pages", main.state).match(/^pr-7 .*/gm), previews)
  },
}
for (const [name, play] of Object.entries(sequences)) test(name, () => mainline(play))

test("each secret on the steps of its one job; pull requests' workflows only read; publish runs none of their code", () => {
  const secretsIn = (node) => JSON.stringify(node ?? {}).match(/(?<=\$\{\{[^}]*\bsecrets\.)\w+/g) ?? []
  const HOLDER = { CLOUDFLARE_API_TOKEN: "pages.yml > publish" } // and every other: backend.yml > backend
  for (const [name, job] of jobs) {
    for (const secret of secretsIn(job)) assert.equal(name, HOLDER[secret] ?? "backend.yml > backend", secret)
    const outsideSteps = { ...job, steps: job.steps?.map((s) => ({ ...s, env: {} })) }
    assert.deepEqual([secretsIn(outsideSteps), job.secrets], [[], undefined], name)
    if (/^(ci|site)\./.test(name)) assert.equal(job.environment ?? job.permissions, undefined, name)
    assert.equal(job.permissions?.statuses, name === "deploy.yml > preview" ? "write" : undefined, name)
    for (const { run = "", with: inputs = {}, uses } of job.steps ?? []) {
      assert.doesNotMatch(run, /\$\{\{/, `${name}: event text via env`)
      assert.ok(!inputs.ref && !inputs.repository, `${name}: ${uses} takes its own event's commit`)
      assert.doesNotMatch(String(uses), /^actions\/cache/, `${name}: no cache a pull request could seed`)
      assert.ok(!inputs.cache || name === "site.yml > build", `${name}: npm's cache in site.yml only`)
    }
  }
  assert.deepEqual(ci.on, { push: { branches: ["main"] }, pull_request: null })
  assert.deepEqual(Object.keys(deploy.on), ["push", "workflow_run", "workflow_dispatch"])
  for (const w of [ci, workflows["site.yml"]]) assert.deepEqual(w.permissions, { contents: "read" })
  const environments = [pages.jobs.publish, backend.jobs.backend, deploy.jobs.review]
  assert.equal(environments.map((job) => job.environment).join(), "pages,production,preview-review")
  const listed = read("scripts/function-env-file.mjs").match(/const (REQUIRED|OPTIONAL) = \[[^\]]*\]/g)
  const { env } = step(backend.jobs.backend, "Set the functions' secrets")
  for (const [, name] of listed.join().matchAll(/"(\w+)"/g))
    assert.match(env[name] ?? "", /^\$\{\{ (secrets|vars)\.(?!GITHUB_)\w+ \}\}$/, `secrets file: ${name}`)
  const tools = pages.jobs.publish.steps.filter((s) => /\b(node|npx|npm|yarn) |\.ci\//.test(s.run))
  const ran = tools.map((s) => `${s["working-directory"]}: ${s.run}`).join("\n")
  assert.match(ran, /^\.github\/wrangler: npm ci --ignore-scripts [^\n]*$/)
  const dir = temporary()
  write(join(dir, "public/_worker.js"))
  assert.throws(() => runJob({ steps: [step(pages.jobs.publish, "Refuse code")] }, {}, dir), /Refuse code/)
  assert.equal(interpolate(pages.jobs.publish.concurrency.group, { github: { event: {} } }), "production")
})

test("CI runs the content checks alone for a push of content/ only, in its own checkout; editors own content/", () => {
  const { dir } = checkOut(ci.jobs.test)
  commit(dir, ["content/x"])
  const scope = (before) => runJob({ steps: [step(ci.jobs.test, "scope")] }, { event: { before } }, dir)
  assert.equal(`${scope("HEAD^").env.scope} ${scope("0".repeat(40)).env.scope}`, "content full")
  const rules = read(".github/CODEOWNERS").match(/^[^#\s].*$/gm)
  const rule = (path) => rules.findLast((r) => r.startsWith("* ") || `/${path}`.startsWith(r.split(" ")[0]))
  const paths = ["content/site.json", "content/schemas/x.json", "gatsby-node.ts", ".github/CODEOWNERS"]
  assert.equal(paths.map((path) => rule(path).includes("@")).join(), "false,true,true,true")
})
