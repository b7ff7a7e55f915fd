// Real `gatsby build`s of a copy of the site. Two stop before any page is built: a broken content file
// (a rating of 7, a required field removed) with the editor's message, and `npm run build` with no
// configuration naming what is missing. One builds the whole site with markup in every text of every
// content file, and reads what it wrote. (A seventh project appearing is the editor suite's, on the
// running site; a field added to a schema, the GraphQL types' unit test's.)
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { after, before, test } from "node:test"
import assert from "node:assert/strict"
import { chromium } from "@playwright/test"
import { tsImport } from "tsx/esm/api"
import browserConfig from "./lib/chromium.json" with { type: "json" }
import { MARKUP, MARKUP_TRACES, writeMarkupIntoContent } from "./lib/content-markup.mjs"
import { startPagesDev } from "./lib/pages-dev.mjs"
import { copySite } from "./lib/site-copy.mjs"
import { runCommand, stopProcess } from "./lib/processes.mjs"

const { validateContent } = await tsImport("../src/node/validate-content.ts", import.meta.url)

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

/** Runs `gatsby build` in `cwd`; resolves with its exit code and what it printed (the last 64 KB). */
function build(cwd = site) {
  // A build of editors' content, never published: the local stack's values, declared as such.
  return runCommand("gatsby", ["build"], { cwd, env: { CI: "true", LOCAL_PREVIEW: "1" }, quiet: true })
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

test("markup in any text of any content file is refused by the content check, naming file and field, or is built as text everywhere", async (t) => {
  const copy = copySite()
  t.after(() => rmSync(copy, { recursive: true, force: true }))
  const content = join(copy, "content")
  const { fields, restore } = writeMarkupIntoContent(content)

  // The check every build starts with: whatever it refuses, it names by file, line and field.
  const problems = validateContent(content)
  const problemsOf = (field) =>
    problems.filter((problem) => problem.startsWith(`${field.label}:${field.line}: `))
  const refused = fields.filter((field) => problemsOf(field).length > 0)
  for (const problem of problems)
    assert.ok(
      refused.some((field) => problem.startsWith(`${field.label}:${field.line}: `)),
      `a problem that names no field with markup in it: ${problem}`,
    )
  for (const field of refused) {
    const name = field.path.at(-1)
    if (typeof name === "string")
      assert.ok(
        problemsOf(field).some((problem) => problem.includes(name)),
        `${field.label}:${field.line} is refused without naming "${name}": ${problemsOf(field).join("; ")}`,
      )
  }
  restore(refused)
  assert.deepEqual(validateContent(content), [], "the texts that keep their markup are valid content")
  assert.ok(fields.length > refused.length, "some texts carry markup into the build")

  const { code, output } = await build(copy)
  assert.equal(code, 0, `the build with markup in every text failed:\n${output}`)
  const built = join(copy, "public")
  const files = readdirSync(built, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(built, join(entry.parentPath, entry.name)))

  const chrome = await chromium.launch({
    executablePath: browserConfig.executablePath,
    args: browserConfig.flags,
  })
  t.after(() => chrome.close())
  // Each page parsed as a browser parses it, without running it (so <noscript> is read as markup
  // too). Each callback passed to evaluate runs in the page, where globalThis is the window.
  const reader = await (await chrome.newContext({ javaScriptEnabled: false })).newPage()
  const titles = {}
  const markup = []
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    await reader.setContent(readFileSync(join(built, file), "utf8"), { waitUntil: "domcontentloaded" })
    const page = await reader.evaluate(() => ({
      title: globalThis.document.title,
      handlers: [...globalThis.document.querySelectorAll("*")].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `<${element.localName} ${attribute.name}="${attribute.value}">`),
      ),
      scripts: [...globalThis.document.scripts].map((script) => ({ type: script.type, text: script.text })),
    }))
    titles[file] = page.title
    for (const handler of page.handlers) markup.push(`${file}: an event handler, ${handler}`)
    for (const { type, text } of page.scripts) {
      if (type !== "application/ld+json") {
        if (text.includes("markupRan")) markup.push(`${file}: a script of the content, ${text}`)
        continue
      }
      try {
        JSON.parse(text)
      } catch {
        markup.push(`${file}: JSON-LD cut short, ${text}`)
      }
    }
  }
  assert.deepEqual(markup, [], "content became markup")
  const carries = (text) => MARKUP.some((markup) => text.includes(markup))
  assert.ok(
    carries(titles["index.html"]),
    `the home page's title shows the markup as text: ${titles["index.html"]}`,
  )
  const editorTitle = titles[join("admin", "index.html")]
  assert.ok(carries(editorTitle), `the editor's title shows the markup as text: ${editorTitle}`)

  const manifest = JSON.parse(readFileSync(join(built, "manifest.webmanifest"), "utf8"))
  assert.ok(carries(manifest.name), `the web manifest's name keeps the markup as text: ${manifest.name}`)

  // Nothing of the content belongs in the headers, robots.txt or the sitemaps, and no line of _headers
  // is anything but a path or a header.
  for (const file of files.filter((name) => /(^_headers|\.txt|\.xml)$/.test(name))) {
    const text = readFileSync(join(built, file), "utf8")
    for (const trace of MARKUP_TRACES) assert.ok(!text.includes(trace), `${file} carries content: ${trace}`)
  }
  for (const line of readFileSync(join(built, "_headers"), "utf8").split("\n"))
    assert.match(
      line,
      /^(|\/\S*| {2}! [\w-]+| {2}[\w-]+: .+)$/,
      "a line of _headers that is neither a path nor a header",
    )

  // The editor, as Cloudflare serves it with its Content-Security-Policy: its sign-in screen shows,
  // the policy stops nothing it needs, and nothing of the content runs.
  const { url, child } = await startPagesDev({ dir: built })
  t.after(() => stopProcess(child))
  const editor = await chrome.newPage()
  const errors = []
  editor.on("pageerror", (error) => errors.push(error.message))
  await editor.addInitScript(() => {
    globalThis.violations = []
    globalThis.document.addEventListener("securitypolicyviolation", (event) =>
      globalThis.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  const response = await editor.goto(`${url}/admin/`)
  const scriptSources = /script-src ([^;]*)/.exec(response.headers()["content-security-policy"])[1]
  assert.doesNotMatch(scriptSources, /'unsafe-inline'/, "the editor's policy allows inline scripts")
  await editor.getByRole("button", { name: "Login with GitHub" }).waitFor()
  assert.equal(await editor.title(), editorTitle)
  assert.deepEqual(
    await editor.evaluate(() => globalThis.violations),
    [],
    "the editor's policy blocked something",
  )
  assert.deepEqual(errors, [], "the editor reported errors")
})
