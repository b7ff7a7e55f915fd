// The browser editor as an editor uses it, on npm start's stack (signed in through the local proxy):
// a save waits on its own branch, "Publish" changes one line of one file and the running site; two
// saves wait side by side on the workflow board; the preview is the site's; a bad value is refused;
// a content file written by hand shows on the running site, or its mistake in a banner.
import { expect, test, type Locator, type Page } from "@playwright/test"
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { contentPath, type ContentFileName } from "../../src/lib/content-schema"
import { contentFiles } from "../../src/node/content-files"
import { readEntries } from "../../__tests__/support/entries"
import { validateContent } from "../../src/node/validate-content"

const site = process.env.CMS_SITE_DIR ?? ""
const contentDir = join(site, "content")
const contentFile = (name: ContentFileName, slug?: string) => join(contentDir, contentPath(name, slug))
type Project = { slug: string; title: string; order: number } & Record<string, unknown>
/** The entries of a collection as the site shows them, first card first. */
const entries = (collection: "projects" | "services") => readEntries<Project>(contentDir, collection)
const readProject = (slug: string) =>
  JSON.parse(readFileSync(contentFile("projects", slug), "utf8")) as Project
const screenshots = join(__dirname, "..", "..", "docs", "images")
/** git in the editor's own repository (scripts/lib/editor-repo.mjs), where saves wait on cms/ branches. */
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: join(site, ".local", "editor"), encoding: "utf8" }).trim()
const unpublishedBranches = () =>
  git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean)
// Gatsby wraps its lines at 80 columns when it does not print to a terminal.
const developLog = () => readFileSync(process.env.CMS_DEVELOP_LOG ?? "", "utf8").replace(/\s*\n\s*/g, " ")

// Each test starts from the content as copied and no unpublished save: whatever a test saved or
// published is put back after it (only what changed, so develop does not rebuild for nothing).
const originals = new Map<string, string>()
let published = ""
test.beforeAll(() => {
  for (const { path } of contentFiles(contentDir))
    originals.set(join(contentDir, path), readFileSync(join(contentDir, path), "utf8"))
  published = git("rev-parse", "main")
})
test.afterEach(async ({}, testInfo) => {
  // What gatsby develop printed is in the temporary copy, which goes at the end: keep it with a failure.
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("gatsby develop output", { path: process.env.CMS_DEVELOP_LOG ?? "" })
  for (const [file, text] of originals) {
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text)
  }
  // An entry a test added goes again (its picture stays: develop may still be converting it).
  for (const { path } of contentFiles(contentDir))
    if (!originals.has(join(contentDir, path))) rmSync(join(contentDir, path))
  git("checkout", "--quiet", "--force", "main")
  git("reset", "--quiet", "--hard", published)
  for (const branch of unpublishedBranches()) git("branch", "--quiet", "-D", branch)
})

/**
 * Opens the editor at a #/ route, signed in through decap-server (no account; once signed in, the
 * editor remembers it), and waits for `ready`. A publish of site.json, which the previews import, makes
 * develop write the editor's 2 MB script again; a page loaded meanwhile may stay blank, and an editor
 * would reload.
 */
async function openEditor(page: Page, route: string, ready: Locator) {
  const login = page.getByRole("button", { name: "Login" })
  await expect(async () => {
    // From a blank page, so a second try loads the editor again rather than only changing its #hash.
    await page.goto("about:blank")
    await page.goto(`/admin/#/${route}`)
    await expect(login.or(ready)).toBeVisible({ timeout: 30_000 })
  }).toPass({ timeout: 150_000 })
  if (await login.isVisible()) await login.click()
  await expect(ready).toBeVisible()
}

/** Opens one entry of a collection (one file of content/<collection>/), and returns its title field. */
async function openEntry(page: Page, collection: "projects" | "services", slug: string) {
  const title = page.getByLabel("Title", { exact: true })
  await openEditor(page, `collections/${collection}/entries/${slug}`, title)
  await expect(title).toHaveValue(entries(collection).find((entry) => entry.slug === slug)?.title ?? "")
  return title
}

/**
 * Keeps `page` from asking for the site's pictures but the one named `keep`: develop converts each on
 * its first request, seconds apiece on a busy machine, and what these tests check is text.
 */
async function withoutPictures(page: Page, keep?: string) {
  await page.route("**/*", (route) => {
    const request = route.request()
    const unwanted = request.resourceType() === "image" && !(keep && request.url().includes(keep))
    return unwanted ? route.abort() : route.continue()
  })
}

/** Replaces a field's text, and checks the editor holds exactly that before going on. */
async function replaceText(field: Locator, text: string) {
  await field.clear()
  await field.fill(text)
  await expect(field).toHaveValue(text)
}

/** "Save": with the editorial workflow, a commit on the entry's own branch; the site is untouched. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Entry saved").first()).toBeVisible()
}

/** After a save: status "Ready", then "Publish now", as an editor does. */
async function publishSaved(page: Page) {
  await page.getByRole("button", { name: /^Status: / }).click()
  await page.getByText("Ready", { exact: true }).click()
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  // Decap asks "Are you sure you want to publish this entry?" in the browser's own dialog.
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByText("Publish now").click()
  await expect(page.getByText("Entry published").first()).toBeVisible()
}

/** Every content file's text. */
const snapshot = () => new Map([...originals.keys()].map((path) => [path, readFileSync(path, "utf8")]))

/**
 * With the editorial workflow every save is a pull request: one field published must read as one line
 * of one file, its $schema still first, every other file as it was `before`.
 */
async function expectOneLineChanged(before: Map<string, string>, file: string, text: string) {
  await expect.poll(() => readFileSync(file, "utf8")).not.toBe(before.get(file))
  const [old, now] = [before.get(file) ?? "", readFileSync(file, "utf8")].map((whole) => whole.split("\n"))
  expect({ lines: now.length, changed: now.filter((line, index) => line !== old[index]) }).toEqual({
    lines: old.length,
    changed: [expect.stringContaining(JSON.stringify(text))],
  })
  expect(now[1]).toMatch(/^ {2}"\$schema": /)
  for (const [path, text] of before) if (path !== file) expect(readFileSync(path, "utf8"), path).toBe(text)
  expect(unpublishedBranches()).toEqual([])
}

/** Changes `field` in the open entry to `text`, saves and publishes it: one line of `file` changes. */
async function publishOneField(page: Page, field: Locator, file: string, text: string) {
  const before = snapshot()
  await replaceText(field, text)
  await save(page)
  await publishSaved(page)
  await expectOneLineChanged(before, file, text)
}

test("a project's new title: saved, it waits on its own branch off the site; published, one line of its file changes, still valid, and the open portfolio shows it, again on a second publish, never under the development error overlay", async ({
  page,
  context,
}) => {
  const [{ slug, title: shown }] = entries("projects")
  const file = contentFile("projects", slug)
  const before = snapshot()
  const portfolio = await context.newPage()
  const errors: string[] = []
  portfolio.on("pageerror", (error) => errors.push(error.message))
  const onSite = (title: string) => portfolio.getByRole("button", { name: title, exact: true })
  await withoutPictures(portfolio)
  await portfolio.goto("/portfolio/")
  const newTitle = `Unpublished Cafe ${Date.now() % 10000}`
  const title = await openEntry(page, "projects", slug)
  await replaceText(title, newTitle)
  await save(page)
  // The save is a commit on the project's own branch, as a pull request's branch is on GitHub ...
  expect(unpublishedBranches()).toEqual([`cms/projects/${slug}`])
  expect(git("show", `cms/projects/${slug}:content/projects/${slug}.json`)).toContain(
    JSON.stringify(newTitle),
  )
  // ... and neither main nor the files the running site is built from have changed.
  expect(git("rev-parse", "main")).toBe(published)
  expect(readFileSync(file, "utf8")).toBe(before.get(file))
  await expect(onSite(shown)).toBeVisible()

  await publishSaved(page)
  await expectOneLineChanged(before, file, newTitle)
  expect(validateContent(contentDir)).toEqual([])
  // Develop runs a page's query when the page asks for it: reload until the page has the change.
  await expect(async () => {
    await portfolio.reload()
    await expect(onSite(newTitle)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 150_000 })
  // Published again, the open page follows without a reload.
  await publishOneField(page, title, file, "Saved Title 2")
  await expect(onSite("Saved Title 2")).toBeVisible()
  await expect(portfolio.locator("[data-gatsby-overlay]")).toHaveCount(0)
  expect(errors).toEqual([])
})

test("the preview pane shows the project being edited, and only it, as the editor types: its card and dialog content, drawn by the site; a rating of 7 is refused with a message, and nothing is written; two projects saved wait side by side, a card each on the workflow board, each on its own branch", async ({
  page,
}) => {
  const all = entries("projects")
  // The last card's project, so a preview of the whole portfolio would show another one first.
  const [first, last] = [all[0], all[all.length - 1]]
  const branch = (project: Project) => `cms/projects/${project.slug}`
  await replaceText(await openEntry(page, "projects", first.slug), `${first.title} in autumn`)
  await save(page)
  expect(unpublishedBranches()).toEqual([branch(first)])

  const title = await openEntry(page, "projects", last.slug)
  const preview = page.frameLocator("iframe").first()
  const titles = preview.getByRole("heading", { level: 2 })
  // The card's heading and the dialog's title.
  await expect(titles).toHaveText([last.title, last.title])
  await expect(preview.getByText(String(last.fullDescription))).toBeVisible()
  await expect(preview.getByText(String(last.solution))).toBeVisible()
  for (const other of all.filter(({ slug }) => slug !== last.slug))
    await expect(preview.getByText(String(other.fullDescription))).toHaveCount(0)
  await page.screenshot({ path: join(screenshots, "editor-preview.png") })

  const rating = page.getByLabel("Rating", { exact: true })
  await rating.fill("7")
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Rating must be between 1 and 5.")).toBeVisible()
  await page.screenshot({ path: join(screenshots, "editor-rating-refused.png") })
  expect(readFileSync(contentFile("projects", last.slug), "utf8")).toBe(
    originals.get(contentFile("projects", last.slug)),
  )
  expect(unpublishedBranches()).toEqual([branch(first)])

  await rating.fill(String(last.rating))
  await replaceText(title, `${last.title} by night`)
  await expect(titles).toHaveText([`${last.title} by night`, `${last.title} by night`])
  await save(page)
  expect(unpublishedBranches().sort()).toEqual([branch(first), branch(last)].sort())
  await openEditor(page, "workflow", page.getByRole("link").filter({ hasText: first.title }))
  for (const title of [`${first.title} in autumn`, `${last.title} by night`])
    await expect(page.getByRole("link").filter({ hasText: title }), `a card for ${title}`).toHaveCount(1)
  await page.screenshot({ path: join(screenshots, "editor-workflow-board.png") })
})

test("one more project, a file and its picture and no code, appears on the running portfolio where its position puts it", async ({
  page,
}) => {
  const before = entries("projects")
  const [model] = before
  // A picture of its own: develop names a converted image after the first file with the same bytes.
  await sharp(join(contentDir, String(model.image)))
    .modulate({ hue: 120 })
    .jpeg({ quality: 82 })
    .toFile(join(contentDir, "images", "paddington-florist.jpg"))
  const { slug: _slug, ...fields } = readProject(model.slug)
  const project = {
    ...fields,
    title: "Paddington Florist",
    // Between the first two cards.
    order: before.length > 1 ? (before[0].order + before[1].order) / 2 : before[0].order + 1,
    image: "images/paddington-florist.jpg",
    imageAlt: "Buckets of native proteas and waratahs outside a Paddington florist",
  }
  writeFileSync(contentFile("projects", "paddington-florist"), `${JSON.stringify(project, null, 2)}\n`)
  await withoutPictures(page, "paddington-florist")
  // As an editor would: reload until develop has taken in the new entry and its picture (the picture
  // stays in the temporary copy: deleting it while develop still converts it stops develop).
  await expect(async () => {
    await page.goto("/portfolio/")
    await expect(page.getByRole("button", { name: project.title, exact: true })).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 150_000 })
  await expect(page.locator("article")).toHaveCount(before.length + 1)
  await expect(page.locator("article h2").nth(1)).toHaveText(project.title)
  // Its picture, converted by develop, shown: develop answers 404 until its conversion is done, so
  // the editor reloads until it is there.
  const picture = page.getByAltText(/Buckets of native proteas/)
  await expect(async () => {
    await page.reload()
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
        timeout: 5_000,
      })
      .toBeGreaterThan(0)
  }).toPass({ timeout: 60_000 })
})

test("a content file saved with a mistake: the banner names it, the page keeps its last good content, the terminal leads with the editor's words, and the open tab recovers", async ({
  page,
}) => {
  const [{ slug, title: shown }] = entries("projects")
  const file = contentFile("projects", slug)
  const good = readFileSync(file, "utf8")
  const titleOnPage = (title: string) => page.getByRole("button", { name: title, exact: true })
  await withoutPictures(page)
  await page.goto("/portfolio/")
  const banner = page.getByRole("alert").filter({ hasText: "The content files need fixing" })
  await expect(banner).toHaveCount(0)
  const { slug: _slug, ...project } = readProject(slug)
  const mistakes = [
    [
      "a rating of 7",
      `${JSON.stringify({ ...project, rating: 7 }, null, 2)}\n`,
      "rating must be at most 5, not 7",
    ],
    ["a half-written file", good.slice(0, good.length / 2), "the file is not valid JSON here"],
    ["an emptied file", "", "the file is not valid JSON here"],
  ] as const
  for (const [mistake, text, problem] of mistakes) {
    const printedBefore = developLog().length
    writeFileSync(file, text)
    await expect(banner, `with ${mistake}`).toContainText(problem)
    await expect(banner).toContainText("This page still shows the last content that worked.")
    if (mistake === "a rating of 7") {
      // The banner above the page's heading (the cards' pictures are not asked for).
      const cards = await page.locator("article").first().boundingBox()
      const clip = { x: 0, y: 0, width: page.viewportSize()?.width ?? 1440, height: cards?.y ?? 900 }
      await page.screenshot({ path: join(screenshots, "content-problem-banner.png"), clip })
    }
    await expect(titleOnPage(shown), `with ${mistake}, the page keeps the last good content`).toBeVisible()
    await expect(page.getByText(/Unhandled Runtime Error|Unexpected Application Error/)).toHaveCount(0)
    await expect(page.locator("[data-gatsby-overlay]")).toHaveCount(0)
    // What the editor reads in the terminal: the check's own words, with no stack trace before or after.
    await expect
      .poll(() => developLog().slice(printedBefore), { message: `with ${mistake}, the terminal names it` })
      .toContain(problem)
    expect(developLog().slice(printedBefore), `with ${mistake}, no stack trace`).not.toMatch(
      /Unable to parse JSON|gatsby-transformer-json| at \S+:\d+:\d+/,
    )
  }
  writeFileSync(file, `${JSON.stringify({ ...project, title: `${shown} (fixed)` }, null, 2)}\n`)
  // The tab that was open all along shows the fixed content, with no reload.
  await expect(banner).toHaveCount(0)
  await expect(titleOnPage(`${shown} (fixed)`)).toBeVisible()
})

// Last: the previews import site.json, so publishing it makes develop write the editor's script again,
// which the next test to open the editor would wait for.
test("changing one field of a service, a process step, the privacy policy or the site's content changes exactly one line of one file", async ({
  page,
}) => {
  const [service] = entries("services")
  const title = await openEntry(page, "services", service.slug)
  await publishOneField(page, title, contentFile("services", service.slug), `${service.title} today`)

  const publish = page.getByRole("button", { name: "Publish" })
  await openEditor(page, "collections/content/entries/process", publish)
  const { steps } = JSON.parse(readFileSync(contentFile("process"), "utf8")) as {
    steps: Array<{ title: string }>
  }
  // A collapsed list item shows its summary (the item's title) under a bar whose first button opens it.
  const summary = page.getByText(steps[0].title, { exact: true }).first()
  await summary.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click()
  const step = page.getByLabel("Title", { exact: true }).first()
  await publishOneField(page, step, contentFile("process"), `${steps[0].title} first`)

  for (const [name, label] of [
    ["privacy", "Introduction"],
    ["site", "Tagline"],
  ] as const) {
    await openEditor(page, `collections/content/entries/${name}`, publish)
    const field = page.getByLabel(label, { exact: true }).first()
    await publishOneField(page, field, contentFile(name), `${await field.inputValue()} today`)
  }
})
