// An editor's ordinary publish keeps the suite green: in a copy of the site, content changed as the
// browser editor changes it (one more project, a file of its own with its own photo and a title equal
// to its client's name; a service renamed; the headline reworded), then the page tests (jest) and the
// browser suite's routes spec, on a production build of that content with the built-site checks, pass.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { after, before, test } from "node:test"
import assert from "node:assert/strict"
import sharp from "sharp"
import { ROOT, runCommand } from "./lib/processes.mjs"
import { copySite } from "./lib/site-copy.mjs"

let site

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"))
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`)
const entries = (collection) =>
  readdirSync(join(site, "content", collection))
    .filter((file) => file.endsWith(".json"))
    .map((file) => join(site, "content", collection, file))

before(async () => {
  site = copySite()
  // The tests and their configuration, which a copy for a build leaves out.
  for (const folder of ["__tests__", "__mocks__", "e2e"])
    cpSync(join(ROOT, folder), join(site, folder), { recursive: true })

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
    client: "Harbour Bakery",
  })
  // A service renamed, and the home page's headline reworded.
  const [servicePath] = entries("services")
  writeJson(servicePath, { ...readJson(servicePath), title: "Menu Photography & Styling" })
  const sitePath = join(site, "content", "site.json")
  const siteContent = readJson(sitePath)
  writeJson(sitePath, {
    ...siteContent,
    hero: { ...siteContent.hero, headline: "Your Business, Seen at Its Best" },
  })
})
after(() => rmSync(site, { recursive: true, force: true }))

/** Runs a command in the copy; fails the test with the end of what it printed. */
async function passes(command, args) {
  const { code, output } = await runCommand(command, args, { cwd: site, env: { CI: "true" }, quiet: true })
  assert.equal(code, 0, `${command} ${args.join(" ")} failed on the edited content:\n${output.slice(-6000)}`)
}

test("the content is valid and the page and component tests pass on it", async () => {
  await passes("tsx", ["scripts/check-content.ts"])
  await passes("jest", ["__tests__/pages", "__tests__/components"])
})

test("the browser suite's routes spec passes on a production build of it", async () => {
  await passes("playwright", ["test", "routes"])
})
