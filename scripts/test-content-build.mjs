// Real `gatsby build`s of a copy of the site (docs/testing.md): broken content and missing configuration stop
// them with their messages; publishable content with markup in every text passes, and none became markup.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { after, before, test } from "node:test"
import assert from "node:assert/strict"
import { chromium } from "@playwright/test"
import sharp from "sharp"
import { tsImport } from "tsx/esm/api"
import { MARKUP, MARKUP_TRACES, writeMarkupIntoContent } from "./lib/content-markup.mjs"
import { freePort } from "./lib/free-port.mjs"
import { startPagesDev } from "./lib/pages-dev.mjs"
import { copySite } from "./lib/site-copy.mjs"
import { mustRun, runCommand, stopProcess } from "./lib/processes.mjs"
import suiteBuild from "../e2e/servers/suite-build.json" with { type: "json" }

const { validateContent } = await tsImport("../src/node/validate-content.ts", import.meta.url)
const { launchOptions } = await tsImport("./lib/chromium.ts", import.meta.url)

const site = copySite()

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"))
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`)
const entries = (collection) =>
  readdirSync(join(site, "content", collection))
    .filter((file) => file.endsWith(".json"))
    .map((file) => join(site, "content", collection, file))

before(async () => {
  // One more project, last on the page, with a photo of its own.
  const projects = entries("projects").map(readJson)
  const model = projects[0]
  await sharp(join(site, "content", model.image))
    .modulate({ hue: 120 })
    .jpeg({ quality: 82 })
    .toFile(join(site, "content", "images", "harbour-bakery.jpg"))
  writeJson(join(site, "content", "projects", "harbour-bakery.json"), {
    ...model,
    title: "Harbour Bakery",
    order: Math.max(...projects.map((project) => project.order)) + 1,
    image: "images/harbour-bakery.jpg",
    imageAlt: "Loaves cooling on a rack beside a flour-dusted bench",
    description: "Seasonal loaves, shot at harbourbakerybrisbane.com.au/our-story-and-seasonal-menu",
    client: "Harbour Bakery",
  })
  const [servicePath] = entries("services")
  writeJson(servicePath, { ...readJson(servicePath), title: "Menu Photography & Styling" })
  const siteContent = readJson(join(site, "content", "site.json"))
  siteContent.hero.headline = "Your Business, Seen at Its Best: #HarbourBakeryBrisbane"
  writeJson(join(site, "content", "site.json"), siteContent)
})
after(() => rmSync(site, { recursive: true, force: true }))

/** Options to run a command in the copy, keeping what it printed (the last 64 KB) for the test's message. */
const inCopy = (env = {}) => ({ cwd: site, env: { CI: "true", ...env }, quiet: true })

test("a rating of 7 or a missing required field stops the build before any page is built, with the editor's message", async () => {
  const [first, second] = entries("projects")
  const originals = [first, second].map((path) => [path, readFileSync(path, "utf8")])
  const [one, two] = originals.map(([, text]) => JSON.parse(text))
  writeJson(first, { ...one, rating: 7 })
  writeJson(second, { ...two, client: undefined })
  // A build of editors' content, never published: the local stack's values, declared as such.
  const { code, output } = await runCommand("gatsby", ["build"], inCopy({ LOCAL_PREVIEW: "1" }))
  for (const [path, text] of originals) writeFileSync(path, text)
  assert.notEqual(code, 0, "the build must fail")
  assert.match(output, /The content files need fixing \(2 problems\):/)
  // Each problem on its own line: the file, its line, the project by its title, what is wrong.
  const reported = (path, text) =>
    output.split("\n").some((line) => line.startsWith(`- ${relative(site, path)}:`) && line.includes(text))
  for (const [path, text] of [
    [first, `: project "${one.title}" > rating must be at most 5, not 7. Example: "rating": 5`],
    [second, `:1: project "${two.title}" is missing the field "client". Add it, for example: "client": "`],
  ])
    assert.ok(reported(path, text), output)
  assert.equal(existsSync(join(site, "public", "portfolio", "index.html")), false, "no page was written")
})

test("a production build with an empty environment stops first thing, its first error line naming every missing value", async () => {
  const required = ["SITE_URL", "GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY", "GATSBY_CMS_REPO"]
  // Unset, not empty: spawn leaves out a variable whose value is undefined.
  const empty = Object.fromEntries([...required, "LOCAL_PREVIEW"].map((name) => [name, undefined]))
  const { code, output } = await runCommand("gatsby", ["build"], inCopy(empty))
  assert.notEqual(code, 0, "the build must fail")
  const firstError = output.split("\n").find((line) => /error/i.test(line))
  assert.equal(firstError, `error A production build needs ${required.join(", ")}, which are not set.`)
  assert.ok(output.split("\n").length < 30, `a readable message, not a stack of minified code:\n${output}`)
})

// The tests after this one run on this markup.
test("markup in every text: what the content check refuses it names by file, line and field, the rest is valid content", () => {
  const content = join(site, "content")
  const { fields, restore } = writeMarkupIntoContent(content)
  const problems = validateContent(content)
  const namesField = (problem, field) => problem.startsWith(`${field.label}:${field.line}: `)
  const problemsOf = (field) => problems.filter((problem) => namesField(problem, field))
  const refused = fields.filter((field) => problemsOf(field).length > 0)
  const astray = problems.filter((problem) => !refused.some((field) => namesField(problem, field)))
  assert.deepEqual(astray, [], "problems that name no field with markup in it")
  for (const field of refused) {
    const [name, said] = [field.path.at(-1), problemsOf(field).join("; ")]
    const where = `${field.label}:${field.line}`
    if (typeof name === "string")
      assert.ok(said.includes(name), `${where} is refused without naming "${name}": ${said}`)
  }
  restore(refused)
  assert.deepEqual(validateContent(content), [], "the texts that keep their markup are valid")
  assert.ok(fields.length > refused.length, "some texts carry markup into the build")
})

test("the page and component tests (jest) pass on it", () =>
  mustRun("jest", ["__tests__/pages", "__tests__/components"], inCopy()))

test("the browser suite's routes spec passes on a production build of it", async () => {
  // Built as the browser suite builds (e2e/servers/build-site.mjs), for a function on a port of its own; the
  // suite then serves it (E2E_REUSE_BUILD) without the build check, content's no more than the code's.
  const functionBase = `http://127.0.0.1:${await freePort()}`
  await mustRun("gatsby", ["build"], inCopy({ ...suiteBuild, GATSBY_SUPABASE_URL: functionBase }))
  await mustRun("playwright", ["test", "routes"], inCopy({ E2E_REUSE_BUILD: "1" }))
})

test("no text became markup in any file the build wrote, and the editor runs under its policy", async (t) => {
  const built = join(site, "public")
  const read = (file) => readFileSync(join(built, file), "utf8")
  const files = readdirSync(built, { recursive: true }).filter((file) => statSync(join(built, file)).isFile())

  const chrome = await chromium.launch(launchOptions())
  t.after(() => chrome.close())
  // Pages parsed as a browser would, not run (so <noscript> is markup too); evaluate's callbacks run in them.
  const reader = await (await chrome.newContext({ javaScriptEnabled: false })).newPage()
  const titles = {}
  const found = []
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    await reader.setContent(read(file), { waitUntil: "domcontentloaded" })
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
    for (const handler of page.handlers) found.push(`${file}: an event handler, ${handler}`)
    for (const { type, text } of page.scripts)
      if (type === "application/ld+json") {
        try {
          JSON.parse(text)
        } catch {
          found.push(`${file}: JSON-LD cut short, ${text}`)
        }
      } else if (text.includes("markupRan")) found.push(`${file}: a script of the content, ${text}`)
  }
  assert.deepEqual(found, [], "content became markup")
  const showsMarkup = (what, text) =>
    assert.ok(
      MARKUP.some((piece) => text.includes(piece)),
      `${what} shows no markup as text: ${text}`,
    )
  const editorTitle = titles[join("admin", "index.html")]
  showsMarkup("the home page's title", titles["index.html"])
  showsMarkup("the editor's title", editorTitle)
  showsMarkup("the web manifest's name", JSON.parse(read("manifest.webmanifest")).name)

  // No content in the headers, robots.txt or sitemaps; every line of _headers a path or a header.
  for (const file of files.filter((name) => /(^_headers|\.txt|\.xml)$/.test(name)))
    for (const trace of MARKUP_TRACES)
      assert.ok(!read(file).includes(trace), `${file} carries content: ${trace}`)
  const headerLines = read("_headers").split("\n")
  const stray = headerLines.filter((line) => !/^(|\/\S*| {2}! [\w-]+| {2}[\w-]+: .+)$/.test(line))
  assert.deepEqual(stray, [], "lines of _headers that are neither a path nor a header")

  // The editor as Cloudflare serves it: its sign-in shows, its policy stops nothing it needs, no text runs.
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
  const violations = await editor.evaluate(() => globalThis.violations)
  assert.deepEqual(violations, [], "the editor's policy blocked something")
  assert.deepEqual(errors, [], "the editor reported errors")
})
