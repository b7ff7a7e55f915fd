// The GitHub Actions workflows, checked without GitHub: each file against the workflow schema
// (@action-validator/cli), and every command they run exists here, so a renamed script or a
// missing file fails `npm test` instead of the next deploy.
import assert from "node:assert/strict"
import { execFile } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { test } from "node:test"
import { promisify } from "node:util"

const root = join(import.meta.dirname, "..")
const workflowDir = join(root, ".github", "workflows")
const workflows = readdirSync(workflowDir).filter((file) => /\.ya?ml$/.test(file))
const text = (file) => readFileSync(join(workflowDir, file), "utf8")
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))

test("there is a CI and a deploy workflow", () => {
  assert.deepEqual(workflows.sort(), ["ci.yml", "deploy.yml"])
})

for (const file of workflows) {
  test(`${file} is a valid workflow (action-validator)`, async () => {
    const validator = join(root, "node_modules", ".bin", "action-validator")
    const result = await promisify(execFile)(validator, [join(workflowDir, file)]).then(
      () => "",
      (failure) => `${failure.stdout}${failure.stderr}`,
    )
    assert.equal(result, "", `${file} does not validate`)
  })

  test(`every npm script and local file ${file} runs exists`, () => {
    const body = text(file)
    for (const [, script] of body.matchAll(/npm run ([\w:-]+)/g))
      assert.ok(pkg.scripts[script], `${file} runs "npm run ${script}", which package.json does not define`)
    for (const [, path] of body.matchAll(/(?:node|tsx) (scripts\/[\w./-]+)/g))
      assert.ok(existsSync(join(root, path)), `${file} runs ${path}, which does not exist`)
    for (const [, path] of body.matchAll(/run: (\.ci\/\w+)/g))
      assert.ok(existsSync(join(root, path)), `${file} runs ${path}, which does not exist`)
  })
}

test("CI runs .ci/run, on every push to main and every pull request, in Debian", () => {
  const ci = text("ci.yml")
  assert.match(ci, /^on:\n {2}push:\n {4}branches: \[main\]\n {2}pull_request:\n/m)
  assert.match(ci, /container: node:22-bookworm/)
  // The one command, with the scope the step before it decided (scripts/test-deploy-workflow.mjs).
  const commands = [...ci.matchAll(/^\s+run: (.+)$/gm)].map(([, command]) => command)
  assert.deepEqual(
    commands.filter((command) => command !== "|"),
    ['.ci/run "$SCOPE"'],
  )
})

// Which job does what, and holds which secret: scripts/test-deploy-workflow.mjs.
test("the deploy runs after CI, sets the function's secrets from one file and publishes with wrangler", () => {
  const deploy = text("deploy.yml")
  assert.match(deploy, /workflow_run:\n\s+workflows: \[CI\]\n\s+types: \[completed\]\n/)
  assert.match(deploy, /github\.event\.workflow_run\.conclusion == 'success'/)
  assert.match(deploy, /supabase@[\d.]+ db push/)
  assert.match(deploy, /supabase@[\d.]+ secrets set --env-file supabase\/\.env\.production/)
  assert.match(deploy, /supabase@[\d.]+ functions deploy send-contact-email/)
  assert.match(deploy, /supabase@[\d.]+ functions deploy cms-auth/)
  assert.match(deploy, /wrangler" pages deploy public/)
})

test("the deploy hands the secrets file every secret and setting it lists, and health its own secret", () => {
  const deploy = text("deploy.yml")
  const envFile = readFileSync(join(root, "scripts", "function-env-file.mjs"), "utf8")
  const listed = (name) =>
    [...envFile.match(new RegExp(`const ${name} = \\[([^\\]]*)\\]`))[1].matchAll(/"(\w+)"/g)].map(
      ([, v]) => v,
    )
  // In the step's env or the job's (SITE_URL serves the build too).
  const setStep = deploy.split("- name: ").find((step) => step.startsWith("Set the functions' secrets"))
  const jobEnv = deploy.split("steps:")[0]
  for (const name of [...listed("REQUIRED"), ...listed("OPTIONAL")])
    assert.match(setStep + jobEnv, new RegExp(`\\b${name}: \\$\\{\\{ (secrets|vars)\\.\\w+ \\}\\}`), name)
  assert.ok(listed("REQUIRED").includes("HEALTH_SECRET"))
  const healthStep = deploy
    .split("- name: ")
    .find((step) => step.startsWith("Check the live function's health"))
  assert.match(healthStep, /HEALTH_SECRET: \$\{\{ secrets\.HEALTH_SECRET \}\}/)
  assert.doesNotMatch(healthStep, /RETRY_SECRET/, "the monitor's step never holds the retry secret")
})

test("the deploy gives the editor's sign-in its OAuth App and the build the editor's repository", () => {
  const deploy = text("deploy.yml")
  assert.match(deploy, /GITHUB_OAUTH_CLIENT_ID: \$\{\{ vars\.CMS_GITHUB_CLIENT_ID \}\}/)
  assert.match(deploy, /GITHUB_OAUTH_CLIENT_SECRET: \$\{\{ secrets\.CMS_GITHUB_CLIENT_SECRET \}\}/)
  assert.match(deploy, /GATSBY_CMS_REPO: \$\{\{ github\.repository \}\}/)
  // GitHub refuses repository secrets and variables whose names start with GITHUB_.
  for (const [, name] of deploy.matchAll(/\$\{\{ (?:secrets|vars)\.(\w+) \}\}/g))
    assert.doesNotMatch(name, /^GITHUB_/, `${name} cannot be a repository secret or variable`)
})

// The CLIs a workflow starts from npm: `npx [--yes] <name>[@version]` or `npm exec <name>`.
// Comments are left out; one entry per distinct call.
const npxCalls = (body) => {
  const commands = body.replace(/^\s*#.*$/gm, "")
  const calls = [...commands.matchAll(/\b(?:npx|npm exec)\s+(--yes\s+)?(@?[\w./-]+?)(?:@(\S+))?(?=\s)/g)]
  return [
    ...new Map(
      calls.map(([call, yes, name, version]) => [call, { name, version, yes: Boolean(yes) }]),
    ).values(),
  ]
}
// Its package downloads the CLI's binary from GitHub at install, so it stays out of the lockfile and
// runs from npx at an exact version; it is the one CLI this suite does not run.
const NOT_INSTALLED = "supabase"

test("the workflows' Node is .nvmrc's, and so is this test's", () => {
  const major = readFileSync(join(root, ".nvmrc"), "utf8").trim()
  assert.match(text("ci.yml"), new RegExp(`container: node:${major}-bookworm\\n`))
  assert.match(text("deploy.yml"), /node-version-file: \.nvmrc\n/)
  assert.equal(process.versions.node.split(".")[0], major, `run the workflow checks on Node ${major}`)
})

// The publish job installs wrangler alone, at the version package.json pins (it runs no repository
// code, so not the lockfile's install): that version is the one this checkout runs.
test("deploy.yml: the wrangler it installs is package.json's, which answers --version with it", async () => {
  assert.match(text("deploy.yml"), /jq -r '\.devDependencies\.wrangler' package\.json/)
  const pinned = pkg.devDependencies.wrangler
  assert.match(String(pinned), /^\d+\.\d+\.\d+$/, "make wrangler an exact devDependency")
  const { stdout } = await promisify(execFile)(
    join(root, "node_modules", ".bin", "wrangler"),
    ["--version"],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  )
  assert.match(stdout, new RegExp(`\\b${pinned.replaceAll(".", "\\.")}\\b`), `wrangler --version: ${stdout}`)
})

for (const file of workflows)
  for (const { name, version, yes } of npxCalls(text(file))) {
    if (name === NOT_INSTALLED) {
      test(`${file}: ${name} runs from npx at an exact version and is not a dependency`, () => {
        assert.match(String(version), /^\d+\.\d+\.\d+$/, `pin an exact ${name} version, not ${version}`)
        assert.equal({ ...pkg.dependencies, ...pkg.devDependencies }[name], undefined)
      })
      continue
    }
    test(`${file}: ${name} is the lockfile's and answers --version with it`, async () => {
      const pinned = pkg.devDependencies[name]
      assert.match(String(pinned), /^\d+\.\d+\.\d+$/, `make ${name} an exact devDependency`)
      assert.ok(!yes, `${file} runs "npx --yes ${name}": run the lockfile's (npx ${name})`)
      if (version)
        assert.equal(version, pinned, `${file} pins ${name}@${version}; package.json has ${pinned}`)
      const { stdout } = await promisify(execFile)(join(root, "node_modules", ".bin", name), ["--version"], {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      })
      assert.match(
        stdout,
        new RegExp(`\\b${pinned.replaceAll(".", "\\.")}\\b`),
        `${name} --version: ${stdout}`,
      )
    })
  }
