// The local editor's repository, with real git: a publish reaches the checkout, nothing changed by hand is
// overwritten. That it does so within moments, through decap-server: the editor suite (e2e/cms/).
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, beforeEach, test } from "node:test"
import { copyPublished, prepareEditorRepo } from "./editor-repo.mjs"

let checkout, repo
const git = (...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim()
const inCheckout = (path) => join(checkout, "content", path)
const fromCheckout = (path) => readFileSync(inCheckout(path), "utf8")

beforeEach(() => {
  checkout = mkdtempSync(join(tmpdir(), "editor-repo-test-"))
  repo = join(checkout, ".local", "editor")
  mkdirSync(join(checkout, "content", "projects"), { recursive: true })
  writeFileSync(inCheckout("site.json"), '{ "tagline": "Brisbane" }\n')
  writeFileSync(inCheckout("projects/artisan-cafe.json"), '{ "title": "Artisan Cafe" }\n')
})
afterEach(() => rmSync(checkout, { recursive: true, force: true }))

/** What decap-server's git mode does for a save: a commit on the entry's own cms/ branch, off main. */
function save(branch, files, deleted = []) {
  git("checkout", "--quiet", "-b", branch, "main")
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, "content", path)), { recursive: true })
    writeFileSync(join(repo, "content", path), content)
  }
  for (const path of deleted) rmSync(join(repo, "content", path))
  git("add", ".")
  git("commit", "--quiet", "-m", `Update ${branch}`)
  git("checkout", "--quiet", "main")
}

/** ... and its "Publish": the branch merged into main, then deleted. */
function publish(branch) {
  git("merge", "--quiet", "--no-edit", branch)
  git("branch", "--quiet", "-D", branch)
  return git("rev-parse", "main")
}

test("the editor's repository starts from the checkout's content, on main; a later start takes in the checkout's changes and keeps unpublished saves", async () => {
  const first = await prepareEditorRepo(checkout, repo)
  assert.equal(git("symbolic-ref", "--short", "HEAD"), "main")
  assert.equal(git("show", "main:content/site.json"), '{ "tagline": "Brisbane" }')
  git("branch", "cms/content/projects")
  assert.equal(await prepareEditorRepo(checkout, repo), first, "a second start adds nothing")
  writeFileSync(inCheckout("site.json"), '{ "tagline": "Gold Coast" }\n')
  await prepareEditorRepo(checkout, repo)
  assert.equal(git("show", "main:content/site.json"), '{ "tagline": "Gold Coast" }')
  assert.equal(git("branch", "--list", "cms/*", "--format=%(refname:short)"), "cms/content/projects")
})

test("a file changed by hand in the checkout since the start is kept, and said so", async () => {
  const before = await prepareEditorRepo(checkout, repo)
  writeFileSync(inCheckout("site.json"), '{ "tagline": "by hand" }\n')
  save("cms/content/site", { "site.json": '{ "tagline": "Paddington" }\n' })
  const after = publish("cms/content/site")
  const { copied, kept } = await copyPublished(repo, checkout, before, after)
  assert.deepEqual(copied, [])
  assert.deepEqual(kept, ["content/site.json"])
  assert.equal(fromCheckout("site.json"), '{ "tagline": "by hand" }\n')
})

test("two projects saved side by side, each on its own branch: publishing one brings only its file (and photo); the other waits", async () => {
  const start = await prepareEditorRepo(checkout, repo)
  save("cms/projects/harbour-bakery", {
    "projects/harbour-bakery.json": '{ "title": "Harbour Bakery" }\n',
    "images/harbour-bakery.jpg": "bakery picture",
  })
  save("cms/projects/artisan-cafe", { "projects/artisan-cafe.json": '{ "title": "Artisan Café" }\n' })
  const copies = async (from, to, ...copied) =>
    assert.deepEqual(await copyPublished(repo, checkout, from, to), { copied, kept: [] })
  const first = publish("cms/projects/harbour-bakery")
  await copies(start, first, "content/images/harbour-bakery.jpg", "content/projects/harbour-bakery.json")
  assert.equal(fromCheckout("projects/artisan-cafe.json"), '{ "title": "Artisan Cafe" }\n')
  const second = publish("cms/projects/artisan-cafe")
  await copies(first, second, "content/projects/artisan-cafe.json")
  // Removing a project is deleting its file.
  save("cms/projects/harbour-bakery", {}, ["projects/harbour-bakery.json"])
  const third = publish("cms/projects/harbour-bakery")
  await copies(second, third, "content/projects/harbour-bakery.json")
  assert.equal(existsSync(inCheckout("projects/harbour-bakery.json")), false)
})
