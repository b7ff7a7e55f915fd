// What the workflows promise (docs/publishing.md), as behaviour. Checkouts are made from HEAD: commit first.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { appendFileSync, cpSync, readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { test } from "node:test"
import { parse } from "yaml"
import { commit, expand, firstCommit, git, passes, read, resolve, root } from "./lib/workflow-runner.mjs"
import { runJob, standIns, temporary, write } from "./lib/workflow-runner.mjs"

const files = readdirSync(join(root, ".github/workflows"))
const texts = files.map((file) => read(`.github/workflows/${file}`))
const workflows = Object.fromEntries(files.map((file, i) => [file, parse(texts[i])]))
const { "ci.yml": ci, "deploy.yml": deploy, "backend.yml": backend, "pages.yml": pages } = workflows
const jobs = files.flatMap((f) => Object.entries(workflows[f].jobs).map(([n, job]) => [`${f} > ${n}`, job]))
const step = (job, name) => job.steps.find((s) => s.id === name || s.name?.startsWith(name))
const view = (jobs) => Object.fromEntries(jobs.map(({ key, result, outputs }) => [key, { result, outputs }]))
const rows = (records) => records.map((record) => `${JSON.stringify(record)}\n`).join("")
const add = (dir, file, ...records) => appendFileSync(join(dir, file), rows(records))

test("workflows valid; actions pinned by SHA (tag in a comment), CI's image by digest, CLIs by lockfile", () => {
  const validator = join(root, "node_modules/.bin/action-validator")
  for (const file of files) execFileSync(validator, [join(root, ".github/workflows", file)])
  for (const line of texts.flatMap((text) => text.match(/^\s+(- )?uses: [^.\s].*$/gm)))
    assert.match(line, /uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
  const { updates } = parse(read(".github/dependabot.yml")) // Dependabot moves them
  const watched = updates.map((u) => `${u["package-ecosystem"]} ${u.directories ?? u.directory}`).sort()
  assert.equal(`${watched}`, "docker /.github/ci,github-actions /,npm /,/.github/wrangler,/.github/supabase")
  const { ref } = runJob(ci.jobs.image, { github: { sha: "HEAD" } }).outputs
  assert.match(ref, new RegExp(`^node:${read(".nvmrc").trim()}-bookworm@sha256:[0-9a-f]{64}$`))
  assert.equal(ci.jobs.test.container, "${{ needs.image.outputs.ref }}")
  const locked = (cli) => JSON.parse(read(`.github/${cli}/package-lock.json`)).packages
  const wrangler = locked("wrangler")["node_modules/wrangler"].version
  assert.equal(wrangler, JSON.parse(read("package.json")).devDependencies.wrangler, "the site's wrangler")
  const supabase = locked("supabase")["node_modules/@supabase/cli-linux-x64"].version
  assert.equal([...new Set(read("docs/deploying.md").match(/(?<=npx supabase@)\S+/g))].join(), supabase)
  assert.doesNotMatch(texts.join(), /\bnpx\b/)
})

const [ref, repository, pr7] = ["refs/heads/main", standIns.REPOSITORY, "refs/pull/7/merge"]
const [CI, DEPLOY, OK] = [".github/workflows/ci.yml", ".github/workflows/deploy.yml", "success"]
/** Plays `play` on a scratch main whose pushes start CI and Deploy runs, whose jobs run as GitHub runs them:
 * as their needs and `if`s allow, in their own checkouts, with stand-in actions, CLIs and API, each job of a
 * called workflow in turn; per concurrency group one job running and one pending, a newer pending job
 * cancelling the older. What the sequence does `during` a job happens while it runs (or awaits approval),
 * before its steps. Then: production and the backend moved only forward, once per change, to code whose whole suite
 * had passed CI, to end at main's newest such commit; a run failed only as the sequence says, and said why it
 * published nothing in its summary. */
let first
function mainline(play) {
  const [origin, state, runs, groups] = [temporary(), temporary(), [], {}]
  const { sha } = (first ??= firstCommit())
  cpSync(first.origin, origin, { recursive: true })
  cpSync(first.state, state, { recursive: true })
  const pushes = [{ sha, code: true }]
  const [head, at] = [() => pushes.at(-1).sha, (sha) => pushes.findIndex((push) => push.sha === sha)]
  const [log, world] = [(line) => appendFileSync(join(state, "log"), `${line}\n`), { origin, state }]
  const newRun = (api) => runs[runs.push({ api: { id: runs.length + 1, head_branch: "main", ...api } }) - 1]
  const save = () => writeFileSync(join(state, "runs"), rows(runs.map((run) => run.api)))
  newRun({ path: CI, event: "push", head_sha: head(), conclusion: "success" })
  const started = (github, during = {}) => {
    const run = newRun({ path: DEPLOY, event: github.event_name, head_sha: github.sha })
    run.jobs = Object.entries(deploy.jobs).map(([key, job]) => ({ key, job, run, state: "waiting" }))
    return advance(Object.assign(run, { during, github: { ref, repository, run_id: run.api.id, ...github } }))
  }
  /** Runs, skips or queues each job whose needs are done: the run. */
  function advance(run) {
    save()
    for (const node of run.jobs.filter((job) => job.state === "waiting")) {
      const needs = [node.job.needs ?? []].flat().map((key) => run.jobs.find((job) => job.key === key))
      if (!needs.every((job) => job.state === "done")) continue
      node.context = { github: run.github, needs: view(needs) }
      node.context.inputs = resolve(node.job.with, node.context)
      node.called = node.job.uses ? workflows[node.job.uses.slice(20)].jobs : { [node.key]: node.job }
      const group = Object.values(node.called).find((job) => job.concurrency)?.concurrency.group
      if (passes(node.job, node.context, needs)) enter(node, group && expand(group, node.context))
      else Object.assign(node, { state: "done", result: "skipped" })
      return advance(run)
    }
    const results = run.jobs.map((job) => job.result ?? "running").join()
    run.api.conclusion = /running/.test(results) ? null : /failure/.test(results) ? "failure" : "success"
    return save() ?? run
  }
  /** A job runs (its called jobs in turn), or waits in its busy group as the one pending job, cancelling the
   * one that was; as it ends, the pending job runs. */
  function enter(node, group) {
    const [g, { run, context }, by] = [group ? (groups[group] ??= {}) : {}, node, {}]
    if (g.running) {
      const cancelled = g.pending
      g.pending = Object.assign(node, { state: "pending" })
      return cancelled && advance(Object.assign(cancelled, { state: "done", result: "cancelled" }).run)
    }
    Object.assign((g.running = node), { state: "running" })
    run.during[node.key]?.()
    for (const [key, job] of Object.entries(node.called)) {
      const needs = [job.needs ?? []].flat().map((need) => ({ ...by[need], key: need }))
      const own = { ...context, needs: view(needs) }
      const given = { GITHUB_EVENT_NAME: run.github.event_name }
      by[key] = passes(job, own, needs) ? runJob(job, own, given, { ...world, run: run.api }) : {}
    }
    const all = Object.values(by)
    const [said, failed] = ["said", "failed"].map((key) => all.map((job) => job[key] ?? "").join(""))
    const result = all.some((job) => job.result === "failure") ? "failure" : "success"
    Object.assign(node, { state: "done", result, said, failed, outputs: all[0].outputs })
    const next = g.pending
    Object.assign(g, { running: undefined, pending: undefined })
    if (next) advance(Object.assign(next, { state: "waiting" }).run)
  }
  /** CI's run on a push ends (its own scope step says whether it ran the whole suite); then Deploy runs. */
  function completed({ ci: run }, during, conclusion = run.conclusion) {
    const github = { sha: run.api.head_sha, event: { before: pushes[at(run.api.head_sha) - 1]?.sha } }
    const scope = { steps: [ci.jobs.test.steps[0], step(ci.jobs.test, "scope")] }
    const { steps } = runJob(scope, { github }, {}, world)
    log(`ci ${github.sha} ${steps.scope.outputs.scope} ${(run.api.conclusion = conclusion)}`)
    const workflow_run = { ...run.api, head_repository: { full_name: repository }, pull_requests: [{}] }
    return started({ event_name: "workflow_run", sha: head(), event: { workflow_run } }, during)
  }
  play({
    state,
    log: () => read("log", state),
    live: () => [...read("log", state).matchAll(/^pages main (\w+)/gm)].at(-1)?.[1],
    /** A push to main: CI starts (to end with `conclusion`), and its Deploy run. */
    push(paths, during, conclusion = "success") {
      const code = paths.some((path) => !/^-?content\/(?!schemas\/)/.test(path))
      const sha = pushes[pushes.push({ sha: commit(origin, paths, "main"), code }) - 1].sha
      const run = newRun({ path: CI, event: "push", head_sha: sha })
      return Object.assign(started({ event_name: "push", sha }, during), { sha, ci: { ...run, conclusion } })
    },
    /** CI's run on a push ends: the Deploy run that starts. */
    ci: completed,
    /** CI on a pull request from `from` into main, or into a branch with `into` committed (that GitHub lists
     * as into `listed`): its site.yml builds the merge commit, then Deploy runs. */
    pr(paths, { into = [], listed = into.length ? "b" : "main", from = repository } = {}) {
      const head_sha = commit(origin, paths, "--detach", "main")
      const merge = commit(origin, [...into, ...paths], "--detach", "main")
      git(origin, "update-ref", pr7, merge)
      const run = newRun({ path: CI, event: "pull_request", head_branch: "a", head_sha, conclusion: OK })
      save()
      const [github, site] = [{ ref: pr7, sha: merge, repository }, workflows["site.yml"].jobs.build]
      if (from === repository) runJob(site, { github }, {}, { ...world, run: run.api })
      const referenced_workflows = [{ path: `${repository}/.github/workflows/site.yml@${pr7}`, sha: merge }]
      const [pull_requests, head_repository] = [[{ number: 7, base: { ref: listed } }], { full_name: from }]
      const event = { workflow_run: { ...run.api, head_repository, pull_requests, referenced_workflows } }
      return Object.assign(started({ event_name: "workflow_run", sha: head(), event }), { merge, head_sha })
    },
    rerun: (old) => started(old.github),
  })
  for (const run of runs.filter((run) => run.ci && !run.ci.api.conclusion)) completed(run)
  const events = [...read("log", state).matchAll(/^.+$/gm)].map(([line]) => line.split(" "))
  const [proven, live, migrated] = [new Set(), [pushes[0].sha], [pushes[0].sha]]
  const code = (sha) => pushes.findLastIndex((push, i) => i <= at(sha) && push.code) // the commit that set it
  const passed = (sha) => pushes.slice(code(sha), at(sha) + 1).some((push) => proven.has(push.sha))
  const tree = (sha) => git(origin, "rev-parse", `${sha}:supabase`)
  for (const [kind, sha, ...f] of events) {
    if (kind === "ci" && f.join() === "full,success") proven.add(sha)
    const [commit, record] = kind === "migrate" ? [sha, migrated] : sha === "main" ? [f[0], live] : []
    if (!record) continue
    if (record === live) assert.deepEqual(f.slice(1, 3), [commit, "0"], `production gets ${commit}'s build`)
    if (record === live) assert.equal(tree(migrated.at(-1)), tree(commit), `${commit} up before its backend`)
    assert.ok(passed(commit), `${commit} live before its code passed CI's whole suite`)
    const again = record === migrated && tree(record.at(-1)) === tree(commit)
    assert.ok(at(record.at(-1)) < at(commit) && !again, `${commit} after ${record.at(-1)}: back, or again`)
    record.push(commit)
  }
  const newest = pushes.findLast((push) => passed(push.sha)).sha
  assert.equal(live.at(-1), newest, "production ends at main's newest commit whose code passed CI")
  assert.equal(tree(migrated.at(-1)), tree(newest), "the backend runs that commit's supabase/")
  for (const { api: run, jobs, failing } of runs.filter(({ jobs }) => jobs)) {
    const states = jobs.map(({ key, result, failed }) => `${key} ${result} ${failed ?? ""}`)
    assert.equal(run.conclusion, failing ? "failure" : "success", `run ${run.id}: ${states}`)
    const published = events.some(([kind, ...f]) => kind !== "ci" && f.at(-1) === `${run.id}`)
    assert.ok(published || jobs.some((job) => job.said), `run ${run.id} publishes nothing, and says why`)
  }
}

const sequences = {
  "three publishes whose builds finish C1, C3, C2": (main) => {
    const c3 = () => main.push(["content/3"]) // built while C2's build runs: its upload waits in the group
    main.push(["content/1"], { production: () => main.push(["content/2"], { build: c3 }) }) // C1's uploads
  },
  "a supabase/ merge approved after an editor's publish": (main) =>
    main.ci(main.push(["supabase/m.sql"]), { backend: () => main.push(["content/e"]) }),
  "a backend deploy waiting for approval while two newer supabase/ merges arrive": (main) => {
    const s3 = { scope: () => main.ci(main.push(["supabase/3.sql"])) } // S3's backend job waits in the group
    main.ci(main.push(["supabase/1.sql"]), { backend: () => main.ci(main.push(["supabase/2.sql"]), s3) })
  },
  "a re-run of an old Deploy run": (main) =>
    main.rerun(["n", "o"].map((name) => main.ci(main.push([`supabase/${name}.sql`])))[0]),
  "a merge followed by a publish before the merge's CI finishes": (main) =>
    [main.push(["src/x.ts", "supabase/x.sql"]), main.push(["content/e"])].forEach((run) => main.ci(run)),
  "a content-only publish on top of an unchecked code merge": (main) =>
    main.ci([main.push(["src/y.ts"]), main.ci(main.push(["content/f"]))][0]),
  "a content fix on top of a code merge whose CI failed": (main) => {
    main.ci(main.push(["src/m.ts"]), {}, "failure")
    const fix = Object.assign(main.push(["content/fix"]), { failing: true }) // the run shows the hold
    main.ci(fix)
    assert.equal(main.live(), fix.sha, "production follows once the whole suite passed on the head")
  },
  "a forged .ci/run check and a forged supabase deployment, each ignored": (main) => {
    const { sha } = main.push(["src/f.ts", "supabase/f.sql"])
    add(main.state, "check-runs", { head_sha: sha, name: ".ci/run", conclusion: OK })
    add(main.state, "deployments", { id: 9, sha, environment: "supabase", task: "deploy:supabase" })
    add(main.state, "deployment-statuses", { deployment_id: "9", state: OK })
    main.push(["content/g"])
  },
  "a live site without its Content-Security-Policy fails the run": (main) =>
    Object.assign(main.ci(main.push(["static/_headers"])), { failing: true }),
}
for (const [name, play] of Object.entries(sequences))
  test(`production follows main: ${name}`, () => mainline(play))

test("previews: content alone into main at once, others after a developer's approval, none for forks", () =>
  mainline((main) => {
    // content/ alone at once; schemas are code, a rename is judged by where it came from, a build by its tree
    const atOnce = [["content/images/b.jpg"], ["-content/site.json", "content/b.json"]]
    const reviewed = [["content/schemas/a"], ["src/a", "content/a"], ["-src/site.ts", "content/site.ts"]]
    const runs = [...atOnce, ...reviewed].map((paths) => main.pr(paths))
    // into a branch with code, as GitHub lists it, and as if into main (its base changed after CI ran)
    for (const listed of ["b", "main"]) runs.push(main.pr(["content/q"], { into: ["src/b.ts"], listed }))
    main.pr(["content/q"], { from: "someone/site" })
    const reviews = runs.map((run) => run.jobs.find((job) => job.key === "review").result).join()
    assert.equal(reviews, "skipped,skipped,success,success,success,success,success")
    const previews = [...main.log().matchAll(/^pages pr-7 \w+ (\w+ \d)/gm)].map(([, built]) => built)
    const [merges, heads] = [runs.map((run) => `${run.merge} 1`), runs.map((run) => run.head_sha)]
    assert.deepEqual(previews, merges, "CI's build of the merge, noindex")
    const links = [...read("statuses", main.state).matchAll(/"sha":"(\w+)"/g)].map(([, sha]) => sha)
    assert.deepEqual(links, heads, "View Preview opens the pull request's own")
  }))

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
      const commit = name === "site.yml > build" && "${{ inputs.commit }}" // main's, named by the deploy
      const own = [undefined, commit].includes(inputs.ref) && !inputs.repository
      assert.ok(own, `${name}: ${uses} takes its run's own commit`)
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
  const refusal = { steps: [step(pages.jobs.publish, "Refuse code")] }
  const refused = runJob(refusal, undefined, { COMMIT: "1" }, { dir })
  assert.match(`${refused.result} ${refused.failed}`, /^failure Refuse code/)
  for (const call of ["gh api repos/roam-creative/site/branches", "gh pr list", "wrangler pages list"])
    assert.equal(runJob({ steps: [{ run: call }] }).result, "failure", `stand-in: ${call}`)
})

test("CI runs the content checks alone for a pull request of content/ only, the whole suite for main's pushes", () => {
  const dir = temporary("repo")
  runJob({ steps: [ci.jobs.test.steps[0]] }, { github: { sha: "HEAD" } }, {}, { dir })
  const scope = (base) => {
    const event = base && { pull_request: { base: { sha: git(dir, "rev-parse", base) } } }
    return runJob({ steps: [step(ci.jobs.test, "scope")] }, { github: { event } }, {}, { dir }).steps.scope
  }
  commit(dir, ["content/x"])
  assert.equal(`${scope("HEAD^").outputs.scope} ${scope().outputs.scope}`, "content full")
  // More names than a pipe holds: a pipe into grep -q would fail its writer when grep stops at the first.
  const names = Array.from({ length: 1000 }, (_, i) => `src/${"x".repeat(230)}${i}`)
  commit(dir, names)
  assert.equal(scope("HEAD^").outputs.scope, "full")
  const rules = read(".github/CODEOWNERS").match(/^[^#\s].*$/gm)
  const rule = (path) => rules.findLast((r) => r.startsWith("* ") || `/${path}`.startsWith(r.split(" ")[0]))
  const paths = ["content/site.json", "content/schemas/x.json", "gatsby-node.ts", ".github/CODEOWNERS"]
  assert.equal(paths.map((path) => rule(path).includes("@")).join(), "false,true,true,true")
})
