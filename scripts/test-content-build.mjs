// Editors' promises, proved with real `gatsby build`s of a copy of the site in a temporary folder:
//   1. a broken content file stops the build before any page is written, with the editor's message;
//   2. a seventh project (its JSON entry plus an image, no code) appears on the built portfolio page.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after, before, test } from "node:test"
import assert from "node:assert/strict"
import { runCommand } from "./lib/processes.mjs"

const root = new URL("..", import.meta.url).pathname
// Everything a build reads; tests, artefacts and caches stay behind.
const LEFT_OUT = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  "e2e",
  "playwright-report",
  "test-results",
  "__tests__",
  "__mocks__",
  "bench",
  ".local",
  "coverage",
])
const newProject = {
  id: "paddington-florist",
  title: "Paddington Florist",
  category: "Product Photography",
  image: "images/paddington-florist.jpg",
  imageAlt: "Buckets of native proteas and waratahs outside a Paddington florist",
  description: "Seasonal bouquets shot on the footpath of a Given Terrace florist for their spring range.",
  client: "Given Terrace Flowers",
  location: "Paddington, Brisbane",
  date: "September 2025",
  teamSize: 2,
  rating: 5,
  fullDescription:
    "A spring catalogue of native arrangements, shot in open shade outside the shop before opening.",
  deliverables: ["36 edited product photos", "Six vertical videos for Instagram"],
  challenge: "Flowers wilt in the afternoon sun, so the whole range had to be shot before 9 am.",
  solution: "Two photographers worked in parallel with a portable shade frame and a running shot list.",
}

let site

before(() => {
  site = mkdtempSync(join(tmpdir(), "content-build-"))
  for (const entry of readdirSync(root)) {
    if (!LEFT_OUT.has(entry)) cpSync(join(root, entry), join(site, entry), { recursive: true })
  }
  symlinkSync(join(root, "node_modules"), join(site, "node_modules"), "dir")
})
after(() => rmSync(site, { recursive: true, force: true }))

function editProjects(change) {
  const path = join(site, "content", "projects.json")
  const file = JSON.parse(readFileSync(path, "utf8"))
  change(file.projects)
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`)
}

/** Runs `gatsby build` in the copy; resolves with its exit code and what it printed (the last 64 KB). */
function build() {
  return runCommand("gatsby", ["build"], { cwd: site, env: { CI: "true" }, quiet: true })
}

test("a rating of 7 stops the build before any page is built, with the editor's message", async () => {
  editProjects((projects) => (projects[0].rating = 7))
  const { code, output } = await build()
  assert.notEqual(code, 0, "the build must fail")
  assert.match(output, /The content files need fixing \(1 problem\):/)
  assert.match(
    output,
    /- content\/projects\.json:\d+: project "Artisan Cafe" > rating must be at most 5, not 7\. Example: "rating": 5/,
  )
  assert.equal(existsSync(join(site, "public", "portfolio", "index.html")), false, "no page was written")
  editProjects((projects) => (projects[0].rating = 5))
})

test("a seventh project, with no code change, is on the built portfolio page", async () => {
  copyFileSync(
    join(site, "content", "images", "artisan-products.jpg"),
    join(site, "content", newProject.image),
  )
  editProjects((projects) => projects.push(newProject))
  const { code, output } = await build()
  assert.equal(code, 0, `the build failed:\n${output.slice(-3000)}`)
  const html = readFileSync(join(site, "public", "portfolio", "index.html"), "utf8")
  // Plain checks, so a failure names what a visitor would miss instead of printing the whole page.
  assert.ok(
    new RegExp(`<h2[^>]*><button[^>]*>${newProject.title}</button></h2>`).test(html),
    "the new project's card title is on the page",
  )
  assert.ok(html.includes(newProject.description), "the new project's description is on the page")
  assert.ok(
    new RegExp(`<img[^>]+alt="${newProject.imageAlt}"`).test(html),
    "its image is on the page with its alt text",
  )
  assert.equal((html.match(/<article/g) ?? []).length, 7, "seven project cards")
})
