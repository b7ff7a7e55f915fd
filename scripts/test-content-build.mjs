// Real `gatsby build`s of a copy of the site, each stopping before any page is built: a broken content
// file (a rating of 7, a required field removed) with the editor's message, and `npm run build` with no
// configuration naming what is missing. (A seventh project appearing is the editor suite's, on the
// running site; a field added to a schema, the GraphQL types' unit test's.)
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { after, before, test } from "node:test"
import assert from "node:assert/strict"
import { copySite } from "./lib/site-copy.mjs"
import { runCommand } from "./lib/processes.mjs"

let site

before(() => {
  site = copySite()
})
after(() => rmSync(site, { recursive: true, force: true }))

/** Edits one project's file, content/projects/<slug>.json, as an editor would; returns its title. */
function editProject(slug, change) {
  const path = join(site, "content", "projects", `${slug}.json`)
  const project = JSON.parse(readFileSync(path, "utf8"))
  change(project)
  writeFileSync(path, `${JSON.stringify(project, null, 2)}\n`)
  return project.title
}

/** Runs `gatsby build` in the copy; resolves with its exit code and what it printed (the last 64 KB). */
function build() {
  // A build of editors' content, never published: the local stack's values, declared as such.
  return runCommand("gatsby", ["build"], { cwd: site, env: { CI: "true", LOCAL_PREVIEW: "1" }, quiet: true })
}

test("a rating of 7 or a missing required field stops the build before any page is built, with the editor's message", async () => {
  const [first, second] = readdirSync(join(site, "content", "projects")).map((file) =>
    file.replace(/\.json$/, ""),
  )
  const path = (slug) => join(site, "content", "projects", `${slug}.json`)
  const originals = [first, second].map((slug) => [slug, readFileSync(path(slug), "utf8")])
  const firstTitle = editProject(first, (project) => (project.rating = 7))
  const secondTitle = editProject(second, (project) => delete project.client)
  const { code, output } = await build()
  assert.notEqual(code, 0, "the build must fail")
  assert.match(output, /The content files need fixing \(2 problems\):/)
  // Each problem on its own line: the file, its line, the project by its title, what is wrong.
  const reported = (file, text) =>
    output
      .split("\n")
      .some((line) => line.startsWith(`- content/projects/${file}.json:`) && line.includes(text))
  assert.ok(
    reported(first, `: project "${firstTitle}" > rating must be at most 5, not 7. Example: "rating": 5`),
    output,
  )
  assert.ok(
    reported(
      second,
      `:1: project "${secondTitle}" is missing the field "client". Add it, for example: "client": "`,
    ),
    output,
  )
  assert.equal(existsSync(join(site, "public", "portfolio", "index.html")), false, "no page was written")
  for (const [slug, text] of originals) writeFileSync(path(slug), text)
})

test("a production build with an empty environment stops first thing, its first error line naming every missing value", async () => {
  rmSync(join(site, ".env.production"), { force: true })
  const empty = Object.fromEntries(
    ["SITE_URL", "GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY", "GATSBY_CMS_REPO", "LOCAL_PREVIEW"].map(
      // Unset, not empty: spawn leaves out a variable whose value is undefined.
      (name) => [name, undefined],
    ),
  )
  const { code, output } = await runCommand("gatsby", ["build"], {
    cwd: site,
    env: { CI: "true", ...empty },
    quiet: true,
  })
  assert.notEqual(code, 0, "the build must fail")
  const firstError = output.split("\n").find((line) => /error/i.test(line))
  assert.equal(
    firstError,
    "error A production build needs SITE_URL, GATSBY_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY, GATSBY_CMS_REPO, which are not set.",
  )
  assert.ok(output.split("\n").length < 30, `a readable message, not a stack of minified code:\n${output}`)
})
