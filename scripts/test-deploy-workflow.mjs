// What the deploy's shape promises (docs/publishing.md), read from the workflow files themselves, so a
// later edit that breaks a promise fails `npm test`: which job holds which secret, which job runs the
// repository's code, what triggers what, how actions are pinned and kept current, and how a pull
// request's preview reaches the content editor.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { test } from "node:test"
import { parse } from "yaml"

const root = join(import.meta.dirname, "..")
const read = (path) => readFileSync(join(root, path), "utf8")
const ci = parse(read(".github/workflows/ci.yml"))
const deploy = parse(read(".github/workflows/deploy.yml"))
const jobs = deploy.jobs
const pkg = JSON.parse(read("package.json"))

/** Every `${{ secrets.NAME }}` in a piece of workflow, by name. */
const secretsIn = (node) =>
  [...JSON.stringify(node ?? {}).matchAll(/\$\{\{[^}]*?\bsecrets\.(\w+)/g)].map(([, name]) => name)
/** A job's shell, all steps together. */
const shell = (job) => job.steps.map((step) => step.run ?? "").join("\n")
const checkouts = (job) => job.steps.filter((step) => String(step.uses).startsWith("actions/checkout@"))

/**
 * Whether a job runs code from the repository: installs its dependencies (their install scripts),
 * runs its npm scripts or its own scripts, or a CLI from its dependencies. (Checking files out runs
 * nothing; what publish may check out is tested on its own.)
 */
const runsRepositoryCode = (job) =>
  /\bnpm (ci|run|test|start)\b|\bnode (scripts|supabase)\/|\.ci\/|\bnpx (?!--yes supabase@)/.test(shell(job))

const SECRETS_BY_JOB = {
  publish: ["CLOUDFLARE_API_TOKEN"],
  backend: [
    "SUPABASE_ACCESS_TOKEN",
    "SUPABASE_DB_PASSWORD",
    "RESEND_API_KEY",
    "RETRY_SECRET",
    "HEALTH_SECRET",
    "CMS_GITHUB_CLIENT_SECRET",
  ],
}

test("the deploy's jobs are content, build, changes, backend and publish", () => {
  assert.deepEqual(Object.keys(jobs).sort(), ["backend", "build", "changes", "content", "publish"])
})

test("each secret is held by the one job that uses it, and nothing else holds one", () => {
  for (const [name, job] of Object.entries(jobs))
    assert.deepEqual(
      [...new Set(secretsIn(job))].sort(),
      [...(SECRETS_BY_JOB[name] ?? [])].sort(),
      `the ${name} job's secrets`,
    )
  assert.deepEqual(secretsIn(deploy.env), [], "the workflow's env holds no secret")
  assert.deepEqual(secretsIn(ci), [], "CI holds no secret")
})

test("secrets are set on the steps that use them, never on a job", () => {
  for (const [name, job] of Object.entries(jobs)) {
    assert.deepEqual(secretsIn(job.env), [], `the ${name} job's env holds no secret`)
    for (const step of job.steps) {
      const outsideEnv = { ...step, env: undefined }
      assert.deepEqual(secretsIn(outsideEnv), [], `${name} > ${step.name ?? step.uses}: secrets go in env`)
    }
  }
})

test("the build runs the repository's code with no secret, no environment and read-only access", () => {
  const { build } = jobs
  assert.ok(runsRepositoryCode(build))
  assert.deepEqual(secretsIn(build), [])
  assert.equal(build.environment, undefined)
  assert.deepEqual(build.permissions, { contents: "read" })
  // A pull request's build must not write a cache that main's builds would then read: setup-node's
  // cache saves on every run, so it is not used; the build caches are saved by main's builds only.
  for (const step of build.steps) assert.equal(step.with?.cache, undefined, `${step.uses}: no cache`)
  const saves = build.steps.filter((step) => /^actions\/cache(\/save)?@/.test(String(step.uses)))
  assert.ok(saves.length > 0, "the build saves its caches")
  for (const step of saves) {
    assert.match(
      String(step.uses),
      /^actions\/cache\/save@/,
      "a cache is saved only by an explicit save step",
    )
    assert.match(
      String(step.if),
      /workflow_run\.event == 'push' && github\.event\.workflow_run\.head_branch == 'main'/,
    )
    // A push event: this workflow is triggered by pushes to main only.
    assert.match(String(step.if), /github\.event_name == 'push'/)
    assert.doesNotMatch(String(step.if), /pull_request/, "a pull request's build never saves a cache")
  }
  const uploads = build.steps.filter((step) => String(step.uses).startsWith("actions/upload-artifact@"))
  assert.deepEqual(
    uploads.map((step) => step.with.path),
    ["public/"],
  )
})

test("publishing runs no repository code: wrangler from npm at package.json's version, the build's files", () => {
  const { publish } = jobs
  assert.equal(runsRepositoryCode(publish), false, "publish must run no repository code")
  assert.deepEqual(publish.needs, ["build", "backend"])
  // Its one checkout is package.json, from the workflow's own commit (main's), not the pull request's.
  assert.deepEqual(
    checkouts(publish).map((step) => [step.with["sparse-checkout"], step.with.ref]),
    [["package.json", undefined]],
  )
  const commands = shell(publish)
  assert.match(commands, /jq -r '\.devDependencies\.wrangler' package\.json/)
  assert.match(commands, /\^\[0-9\]\+\\\.\[0-9\]\+\\\.\[0-9\]\+\$/, "the version is checked to be exact")
  assert.match(commands, /npm install --no-save --no-package-lock .*"wrangler@\$version"/)
  assert.match(commands, /wrangler" pages deploy public /)
  assert.match(commands, /-e public\/_worker\.js/, "an artifact with code in it is refused")
  assert.match(String(pkg.devDependencies.wrangler), /^\d+\.\d+\.\d+$/)
})

test("the backend runs only when supabase/ changed on main or by hand, behind the production environment", () => {
  const { changes, backend } = jobs
  assert.equal(backend.environment, "production")
  assert.equal(backend.needs, "changes")
  assert.equal(backend.if, "needs.changes.outputs.backend == 'true'")
  assert.match(shell(changes), /git diff --quiet HEAD\^1 HEAD -- supabase\//)
  assert.match(shell(changes), /"\$EVENT" = workflow_dispatch/)
  assert.equal(changes.outputs.backend, "${{ steps.diff.outputs.backend }}")
  assert.equal(runsRepositoryCode(changes), false)
  assert.deepEqual(secretsIn(changes), [])
  // Main's own code (reviewed), without installing the dependencies: the CLI is pinned and from npm.
  assert.doesNotMatch(shell(backend), /\bnpm (ci|install)\b/)
  assert.match(shell(backend), /supabase@\d+\.\d+\.\d+ db push/)
  assert.match(backend.steps.at(-1).run, /node scripts\/check-health\.mjs/)
  assert.equal(jobs.publish.environment, "pages")
})

test("what triggers what: an editor's publish on main at once; CI's success on main or on this repository's pull requests; by hand, main only", () => {
  assert.deepEqual(Object.keys(deploy.on).sort(), ["push", "workflow_dispatch", "workflow_run"])
  assert.deepEqual(deploy.on.push, { branches: ["main"] })
  assert.deepEqual(deploy.on.workflow_run, { workflows: ["CI"], types: ["completed"] })
  // A push builds only when it changes content/ alone; everything else waits for CI.
  assert.equal(jobs.content.if, "github.event_name == 'push'")
  assert.equal(jobs.build.needs, "content")
  assert.match(jobs.build.if, /^!cancelled\(\) && \(/)
  assert.match(jobs.build.if, /github\.event_name == 'push' && needs\.content\.outputs\.only == 'true'/)
  // It runs main's .ci/content-only, holding nothing a script could take.
  assert.deepEqual(secretsIn(jobs.content), [])
  assert.equal(jobs.content.environment, undefined)
  assert.deepEqual(jobs.content.permissions, { contents: "read" })
  assert.match(
    shell(jobs.build),
    /node --import tsx scripts\/check-build\.mjs/,
    "the deploy's build runs the build check",
  )
  assert.deepEqual(deploy.permissions, {})
  const started = [jobs.build.if, jobs.changes.if]
  for (const condition of started) {
    assert.match(condition, /github\.event_name == 'workflow_dispatch' && github\.ref == 'refs\/heads\/main'/)
    assert.match(condition, /github\.event\.workflow_run\.conclusion == 'success'/)
    // A fork's pull request: no build, so no preview and no secret.
    assert.match(condition, /github\.event\.workflow_run\.head_repository\.full_name == github\.repository/)
    assert.match(
      condition,
      /github\.event\.workflow_run\.event == 'push' && github\.event\.workflow_run\.head_branch == 'main'/,
    )
  }
  assert.match(jobs.build.if, /github\.event\.workflow_run\.event == 'pull_request'/)
  assert.doesNotMatch(jobs.changes.if, /pull_request/, "a pull request never reaches the backend")
  assert.match(jobs.publish.if, /needs\.build\.result == 'success'/)
  assert.match(
    jobs.publish.if,
    /needs\.backend\.result == 'success' \|\| needs\.backend\.result == 'skipped'/,
  )
})

test("CI checks every pull request and main, with no secret and read-only access", () => {
  assert.deepEqual(ci.on, { push: { branches: ["main"] }, pull_request: null })
  assert.deepEqual(ci.permissions, { contents: "read" })
})

test("text a pull request controls never reaches a shell unquoted", () => {
  for (const [name, job] of Object.entries(jobs))
    for (const step of job.steps)
      assert.doesNotMatch(
        step.run ?? "",
        /\$\{\{\s*github\.(event|head_ref)/,
        `${name} > ${step.name}: pass event fields through env`,
      )
})

test("a pull request's preview is noindex and its address reaches the editor as the commit status it reads", () => {
  const { publish } = jobs
  const byName = (pattern) => publish.steps.find((step) => pattern.test(step.name ?? ""))
  assert.match(
    publish.env.BRANCH,
    /workflow_run\.event == 'pull_request' && github\.event\.workflow_run\.head_branch \|\| 'main'/,
  )
  const noindex = byName(/search engines/)
  assert.equal(noindex.if, "env.BRANCH != 'main'")
  assert.match(noindex.run, /\/\*\\n {2}X-Robots-Tag: noindex/)
  const status = byName(/preview address/)
  assert.equal(status.if, "env.BRANCH != 'main'")
  const context = /export const PREVIEW_CONTEXT = "([^"]+)"/.exec(read("src/cms/backend.ts"))?.[1]
  assert.ok(context, "src/cms/backend.ts names PREVIEW_CONTEXT")
  assert.match(status.run, new RegExp(`-f context=${context} `))
  assert.match(status.run, /statuses\/\$COMMIT/)
  assert.equal(publish.permissions.statuses, "write")
})

test("every action is pinned by commit SHA with its tag in a comment, and Dependabot keeps the pins current", () => {
  for (const file of ["ci.yml", "deploy.yml"]) {
    const uses = [...read(`.github/workflows/${file}`).matchAll(/^\s+(?:- )?uses: (\S+)(.*)$/gm)]
    assert.ok(uses.length > 0)
    for (const [, action, rest] of uses) {
      assert.match(
        action,
        /^[\w.-]+\/[\w.-]+(\/[\w.-]+)?@[0-9a-f]{40}$/,
        `${file}: pin ${action} by commit SHA`,
      )
      assert.match(rest, /^ # v\d+\.\d+\.\d+$/, `${file}: name ${action}'s tag in a comment`)
    }
  }
  const dependabot = parse(read(".github/dependabot.yml"))
  assert.equal(dependabot.version, 2)
  const ecosystems = dependabot.updates.map((update) => `${update["package-ecosystem"]} ${update.directory}`)
  assert.deepEqual(ecosystems.sort(), ["github-actions /", "npm /"])
})

test("CODEOWNERS leaves content/ to the editors and everything else, schemas included, to the developers", () => {
  const lines = read(".github/CODEOWNERS")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/))
  const owners = (path) =>
    lines
      .filter(([pattern]) => matches(pattern, path))
      .at(-1)
      ?.slice(1) ?? []
  assert.deepEqual(owners("content/site.json"), [])
  assert.deepEqual(owners("content/images/cafe.jpg"), [])
  for (const path of [
    "content/schemas/site.schema.json",
    "gatsby-node.ts",
    ".github/workflows/deploy.yml",
    "supabase/migrations/x.sql",
    ".github/CODEOWNERS",
  ])
    assert.ok(owners(path).length > 0, `${path} needs a developer's review`)
})

/** CODEOWNERS' patterns as this file uses them: `*`, or a folder anchored at the root. */
function matches(pattern, path) {
  if (pattern === "*") return true
  assert.match(pattern, /^\/[\w./-]+\/$/, `the test reads only "*" and "/folder/" patterns, not ${pattern}`)
  return `/${path}`.startsWith(pattern)
}

test("the build restores Gatsby's .cache/ and public/ and npm's cache, and saves them on main, under one key", () => {
  const restore = jobs.build.steps.find((step) => String(step.uses).startsWith("actions/cache/restore@"))
  const save = jobs.build.steps.find((step) => String(step.uses).startsWith("actions/cache/save@"))
  assert.ok(restore && save, "the build restores and saves its caches")
  const paths = (step) => step.with.path.trim().split("\n").sort()
  assert.deepEqual(paths(restore), [".cache", "public", "~/.npm"])
  assert.deepEqual(paths(save), paths(restore))
  assert.equal(save.with.key, restore.with.key)
  assert.ok(
    restore.with.key.startsWith(restore.with["restore-keys"]),
    "the newest cache of this lockfile is restored",
  )
  const order = jobs.build.steps.map((step) => step.uses ?? step.name)
  const at = (match) => order.findIndex((entry) => match.test(String(entry)))
  assert.ok(at(/cache\/restore@/) < at(/^Install$/), "restored before the install")
  assert.ok(at(/cache\/save@/) > at(/^Build the site/), "saved after the build")
})

/**
 * Runs a workflow step's own shell in a new repository: a first commit holding .ci/content-only (as
 * every checkout does), then one commit per list of files, `env(first)` given the first commit's sha.
 * Resolves with what the step wrote to $GITHUB_OUTPUT.
 */
function stepOutput(step, commits, env) {
  const repo = mkdtempSync(join(tmpdir(), "workflow-step-"))
  const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim()
  const commit = (message) =>
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", message)
  git("init", "-q")
  mkdirSync(join(repo, ".ci"))
  copyFileSync(join(root, ".ci", "content-only"), join(repo, ".ci", "content-only"))
  git("add", ".")
  commit("before")
  const first = git("rev-parse", "HEAD")
  for (const [index, files] of commits.entries()) {
    for (const file of files) {
      mkdirSync(join(repo, dirname(file)), { recursive: true })
      writeFileSync(join(repo, file), `change ${index}\n`)
    }
    git("add", ".")
    commit(`change ${index}`)
  }
  const output = join(repo, ".git", "step-output")
  execFileSync("bash", ["-e", "-c", step.run], {
    cwd: repo,
    env: { ...process.env, ...env(first), GITHUB_OUTPUT: output },
  })
  const result = readFileSync(output, "utf8").trim()
  rmSync(repo, { recursive: true, force: true })
  return result
}

test("CI runs only the content checks for a pull request, or its merge's push to main, that changes content/ alone, schemas excepted", () => {
  const job = Object.values(ci.jobs)[0]
  const scope = job.steps.find((step) => step.id === "scope")
  const run = job.steps.find((step) => String(step.run).includes(".ci/run"))
  assert.match(run.run, /\.ci\/run "\$SCOPE"/)
  assert.equal(run.env.SCOPE, "${{ steps.scope.outputs.scope }}")
  assert.equal(scope.env.BASE, "${{ github.event.pull_request.base.sha || github.event.before }}")
  // The step's own shell, on a repository whose pull request (or push) changes the given files.
  const scopeOf = (files, base = (first) => first) =>
    stepOutput(scope, [files], (first) => ({ BASE: base(first) }))
  assert.equal(scopeOf(["content/site.json", "content/images/new.jpg"]), "scope=content")
  assert.equal(scopeOf(["content/site.json", "content/schemas/site.schema.json"]), "scope=full")
  assert.equal(scopeOf(["content/site.json", "gatsby-node.ts"]), "scope=full")
  assert.equal(scopeOf(["src/pages/index.tsx"]), "scope=full")
  // A push whose previous commit is not there to compare with runs everything.
  assert.equal(
    scopeOf(["content/site.json"], () => "0".repeat(40)),
    "scope=full",
  )
  assert.equal(
    scopeOf(["content/site.json"], () => ""),
    "scope=full",
  )
  assert.match(read(".ci/run"), /npm run test:content-change/)
  assert.match(pkg.scripts["test:content-change"], /check-content.*playwright test routes/)
})

test("an editor's publish deploys at once only when it is one commit that changes content/ alone, schemas excepted", () => {
  const step = jobs.content.steps.find((candidate) => candidate.id === "scope")
  assert.equal(step.env.BEFORE, "${{ github.event.before }}")
  assert.equal(jobs.content.outputs.only, "${{ steps.scope.outputs.only }}")
  /** The step's own shell where a push of `commits` (lists of files) arrived. */
  const decides = (...commits) => stepOutput(step, commits, (first) => ({ BEFORE: first }))
  assert.equal(decides(["content/site.json", "content/images/new.jpg"]), "only=true")
  assert.equal(decides(["content/site.json", "content/schemas/site.schema.json"]), "only=false")
  assert.equal(decides(["content/site.json", "gatsby-node.ts"]), "only=false")
  // Two commits: the first one's code would go live untested if only the last were read.
  assert.equal(decides(["gatsby-node.ts"], ["content/site.json"]), "only=false")
})
