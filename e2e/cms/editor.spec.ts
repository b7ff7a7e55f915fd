// The editor as editors use it, on npm start's stack, on a phone and at 1440 px: saves wait on branches of
// their own, side by side on the workflow board; "Publish" changes one line per field; the preview is the
// site's; a bad value is refused; a mistake in a content file written by hand shows in a banner.
import { devices, expect, test, type Locator, type Page } from "@playwright/test"
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import sharp from "sharp"
import projectSchema from "../../content/schemas/projects.schema.json"
import { contentPath, type ContentFileName } from "../../src/lib/content-schema"
import { contentFiles } from "../../src/node/content-files"
import { readEntries } from "../../__tests__/support/entries"

const site = process.env.CMS_SITE_DIR ?? ""
const contentDir = join(site, "content")
const contentFile = (name: ContentFileName, slug?: string) => join(contentDir, contentPath(name, slug))
type Project = { slug: string; title: string; order: number } & Record<string, unknown>
/** The entries of a collection as the site shows them, first card first. */
const entries = (collection: "projects" | "services") => readEntries<Project>(contentDir, collection)
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
  for (const [file, text] of originals)
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text)
  // An entry a test added goes again (its picture stays: develop may still be converting it).
  for (const { path } of contentFiles(contentDir))
    if (!originals.has(join(contentDir, path))) rmSync(join(contentDir, path))
  git("checkout", "--quiet", "--force", "main")
  // Pictures a test published stay published: taking them back, the editor's follower would delete them from
  // content/ while develop may still be converting them, which stops develop.
  const pictures = git("diff", "--name-only", "--diff-filter=A", published, "main", "--", "content/images")
  if (pictures) {
    git("read-tree", published)
    git("checkout", "main", "--", ...pictures.split("\n"))
    published = git("commit-tree", git("write-tree"), "-p", published, "-m", "Pictures a test published")
  }
  git("reset", "--quiet", "--hard", published)
  for (const branch of unpublishedBranches()) git("branch", "--quiet", "-D", branch)
})

/** Loads the editor afresh at a #/ route, signed in through decap-server (no account; once signed in, it
 * remembers), and waits for `ready`, with no reload: an editor that comes up blank fails the test. */
async function openEditor(page: Page, route: string, ready: Locator) {
  const login = page.getByRole("button", { name: "Login" })
  await page.goto("about:blank")
  await page.goto(`/admin/#/${route}`)
  await expect(login.or(ready)).toBeVisible()
  if (await login.isVisible()) await press(page, login)
  await expect(ready).toBeVisible()
}

/** Presses a control (with a finger on a touch screen) once it is in reach: the page no wider than the
 * screen, the control within its width, 24 px or more each way, uncovered once scrolled to, and its whole
 * label inside it (a line wrapped below a button is unseen, white on the white page). */
async function press(page: Page, control: Locator) {
  await expect(control).toBeVisible()
  const reach = () =>
    control.evaluate((element) => {
      const { scrollWidth, clientWidth } = document.documentElement
      const { left, right } = element.getBoundingClientRect()
      element.scrollIntoView({ block: "center" })
      const { x, y, width, height } = element.getBoundingClientRect()
      const hit = document.elementFromPoint(x + width / 2, y + height / 2)
      const within = scrollWidth <= clientWidth && left >= 0 && right <= clientWidth
      const whole = element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight
      return { within, big: Math.min(width, height) >= 24, uncovered: element.contains(hit), whole }
    })
  // Within a moment (a closing dialog fades out), so well before a notice of several seconds has gone.
  const inReach = { within: true, big: true, uncovered: true, whole: true }
  await expect.poll(reach, { message: String(control), timeout: 2_000 }).toEqual(inReach)
  await ((await page.evaluate(() => navigator.maxTouchPoints > 0)) ? control.tap() : control.click())
}

/** Replaces a field's text, and checks the editor holds exactly that before going on. */
async function replaceText(field: Locator, text: string) {
  await field.clear()
  await field.fill(text)
  await expect(field).toHaveValue(text)
}

/** "Save": with the editorial workflow, a commit on the entry's own branch; the site is untouched. */
async function save(page: Page) {
  await press(page, page.getByRole("button", { name: "Save", exact: true }))
  await expect(page.getByText("Entry saved").first()).toBeVisible()
}

/** After a save: status "Ready", then "Publish now", as an editor does. */
async function publishSaved(page: Page) {
  // Right after "Entry saved", whose notice must leave the toolbar in reach.
  await press(page, page.getByRole("button", { name: /^Status: / }))
  await press(page, page.getByRole("menuitem", { name: "Ready" }))
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible()
  await press(page, page.getByRole("button", { name: "Publish", exact: true }))
  // Decap asks "Are you sure you want to publish this entry?" in the browser's own dialog.
  page.once("dialog", (dialog) => void dialog.accept())
  await press(page, page.getByRole("menuitem", { name: "Publish now" }))
  await expect(page.getByText("Entry published").first()).toBeVisible()
}

/** Every content file's text. */
const snapshot = () => new Map([...originals.keys()].map((path) => [path, readFileSync(path, "utf8")]))

/** With the editorial workflow every save is a pull request: each field published must read as one line
 * of one file (in the file's order), its $schema still first, every other file as it was `before`. */
async function expectLinesChanged(before: Map<string, string>, file: string, ...texts: string[]) {
  await expect.poll(() => readFileSync(file, "utf8")).not.toBe(before.get(file))
  const [old, now] = [before.get(file) ?? "", readFileSync(file, "utf8")].map((whole) => whole.split("\n"))
  expect({ lines: now.length, changed: now.filter((line, index) => line !== old[index]) }).toEqual({
    lines: old.length,
    changed: texts.map((text) => expect.stringContaining(JSON.stringify(text))),
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
  await expectLinesChanged(before, file, text)
}

/** Opens the media library with a picture field's `button`, uploads `photo` from the device's files (its
 * file chooser), which selects it, finds every picture of the repository there, and chooses the photo. */
async function uploadAndChoose(page: Page, button: string, photo: string) {
  await press(page, page.getByRole("button", { name: button }))
  const chooser = page.waitForEvent("filechooser")
  await press(page, page.getByText("Upload", { exact: true }))
  await (await chooser).setFiles(photo)
  await expectLibraryOffersEvery(page)
  await press(page, page.getByRole("button", { name: "Choose selected" }))
}

/** The media library offers every picture of the repository's content/images/ (found by its search). */
async function expectLibraryOffersEvery(page: Page) {
  for (const picture of git("ls-tree", "--name-only", "main", "content/images/").split("\n")) {
    await page.getByPlaceholder("Search...").fill(basename(picture))
    await expect(page.getByText(basename(picture), { exact: true })).toBeVisible()
  }
}

test.describe("on a phone", () => {
  const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"] // 390 px, touch; our Chromium
  test.use(iPhone)

  test("an editor signs in, adds a project, its picker offering every picture, with a photo from the phone, its preview hidden until toggled, and publishes it: a file beside its photo; then finds a project among sixty, retitles it and replaces its photo: published, its title's and photo's lines change and the photo is in content/images/", async ({
    page,
  }) => {
    test.slow() // two uploads, two publishes and a new entry
    const all = entries("projects")
    // Halfway down the portfolio, and found by its title among others made of the same words.
    const { slug, title: shown } = all[Math.floor(all.length / 2)]
    const before = snapshot()
    const retitled = `${shown} at dusk`
    // Photos on the phone: a project's picture turned over, so each is a file of its own.
    const [photo, newPhoto] = ["on-location.jpg", "florist.jpg"].map((name) => test.info().outputPath(name))
    const picture = sharp(join(contentDir, String(all[0].image)))
    await Promise.all([picture.clone().flip().toFile(photo), picture.clone().flop().toFile(newPhoto)])
    // The first card's fields, with a title, photo, description and one deliverable of its own.
    const fields = JSON.parse(readFileSync(contentFile("projects", all[0].slug), "utf8")) as Project
    const deliverables = (fields.deliverables as string[]).slice(0, 1)
    Object.assign(fields, { title: "Paddington Florist", imageAlt: "Proteas", deliverables })
    fields.image = `images/${basename(newPhoto)}`

    // Signed in at the workflow board, then the portfolio's list, whose "New" buttons an editor presses
    // (open the board's menu, add a project); the new project's picker is the first to list the pictures.
    const title = page.getByLabel("Title", { exact: true })
    const newPost = page.getByRole("button", { name: "New Post" })
    await openEditor(page, "workflow", newPost)
    await press(page, newPost)
    await page.goto("/admin/#/collections/projects")
    await press(page, page.getByRole("link", { name: `New ${projectSchema.title}`, exact: true }))
    for (const [name, { title: label }] of Object.entries(projectSchema.properties)) {
      if (name === "$schema" || name === "image") continue
      if (name === "deliverables") await press(page, page.getByRole("button", { name: `Add ${name}` }))
      const field = page.getByLabel(label, { exact: true }).last()
      await press(page, field)
      await field.fill(String(fields[name]))
    }
    await uploadAndChoose(page, "Choose an image", newPhoto)
    // On a phone the preview takes the form's place: hidden until its toggle shows it.
    const toggle = page.getByTitle("Toggle preview")
    await expect(page.locator("#preview-pane")).toHaveCount(0)
    await press(page, toggle)
    await expect(page.frameLocator("#preview-pane").getByText("Paddington Florist").first()).toBeVisible()
    await expect(title).toBeHidden()
    await press(page, toggle)
    await save(page)
    await publishSaved(page)
    const added = contentFile("projects", "paddington-florist")
    await expect.poll(() => existsSync(added) && JSON.parse(readFileSync(added, "utf8"))).toEqual(fields)

    await press(page, page.getByRole("link", { name: /^← Writing in/ }))
    const search = page.getByPlaceholder("Search all")
    await press(page, search)
    await search.fill(shown)
    await search.press("Enter")
    await press(page, page.getByRole("link", { name: shown, exact: true }))
    await press(page, title)
    await replaceText(title, retitled)
    await uploadAndChoose(page, "Choose different image", photo)
    await save(page)
    await expect(title).toHaveValue(retitled) // once Decap shows the saved entry again, from its branch
    await page.screenshot({ path: join(screenshots, "editor-phone.png"), scale: "css" })
    await publishSaved(page)
    await expectLinesChanged(before, contentFile("projects", slug), retitled, `images/${basename(photo)}`)
    for (const path of [photo, newPhoto])
      expect(readFileSync(join(contentDir, "images", basename(path))), path).toEqual(readFileSync(path))
  })
})

test("the preview pane shows the project being edited, and only it, as the editor types: its card and dialog content, drawn by the site; a rating of 7 is refused with a message, and nothing is written; two projects saved wait side by side off the site, a card each on the workflow board, each on its own branch; a new project's picker offers every picture", async ({
  page,
}) => {
  const all = entries("projects")
  // The last card's project, so a preview of the whole portfolio would show another one first.
  const [first, last] = [all[0], all[all.length - 1]]
  const branch = (project: Project) => `cms/projects/${project.slug}`
  const title = page.getByLabel("Title", { exact: true })
  await openEditor(page, `collections/projects/entries/${first.slug}`, title)
  await replaceText(title, `${first.title} in autumn`)
  await save(page)
  expect(unpublishedBranches()).toEqual([branch(first)])
  expect([git("rev-parse", "main"), snapshot()], "main and the site's files").toEqual([published, originals])

  await openEditor(page, `collections/projects/entries/${last.slug}`, title)
  const preview = page.frameLocator("iframe").first()
  const titles = preview.getByRole("heading", { level: 2 })
  // The card's heading and the dialog's title.
  await expect(titles).toHaveText([last.title, last.title])
  await expect(preview.getByText(String(last.fullDescription))).toBeVisible()
  await expect(preview.getByText(String(last.solution))).toBeVisible()
  for (const other of all.filter((project) => project.fullDescription !== last.fullDescription))
    await expect(preview.getByText(String(other.fullDescription))).toHaveCount(0)
  await page.screenshot({ path: join(screenshots, "editor-preview.png") })

  const rating = page.getByLabel("Rating", { exact: true })
  await rating.fill("7")
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Rating must be between 1 and 5.")).toBeVisible()
  await page.screenshot({ path: join(screenshots, "editor-rating-refused.png") })
  expect([snapshot(), unpublishedBranches()]).toEqual([originals, [branch(first)]])

  await rating.fill(String(last.rating))
  await replaceText(title, `${last.title} by night`)
  await expect(titles).toHaveText([`${last.title} by night`, `${last.title} by night`])
  await save(page)
  expect(unpublishedBranches().sort()).toEqual([branch(first), branch(last)].sort())
  await openEditor(page, "workflow", page.getByRole("link").filter({ hasText: first.title }))
  for (const title of [`${first.title} in autumn`, `${last.title} by night`])
    await expect(page.getByRole("link").filter({ hasText: title }), `a card for ${title}`).toHaveCount(1)
  await page.screenshot({ path: join(screenshots, "editor-workflow-board.png") })

  await openEditor(page, "collections/projects/new", title)
  await page.getByRole("button", { name: "Choose an image" }).click()
  await expectLibraryOffersEvery(page)
})

test("develop sends a page's HTML, for JavaScript off; a content file saved with a mistake: the banner names it, the page keeps its last good content, the terminal leads with the editor's words, and the open tab recovers", async ({
  page,
}) => {
  const [{ slug, title: shown }] = entries("projects")
  const file = contentFile("projects", slug)
  const good = readFileSync(file, "utf8")
  const titleOnPage = (title: string) => page.getByRole("button", { name: title, exact: true })
  // Without the site's pictures, which develop converts on first request (seconds apiece): this reads text.
  await page.route("**/*", (route) =>
    route.request().resourceType() === "image" ? route.abort() : route.continue(),
  )
  await page.goto("/portfolio/")
  // Gatsby's header waits out develop's compiling, not its queries: right after the last test's files are
  // put back, a render can still meet a picture that is gone, which develop answers with an error shell.
  const sent = () => page.request.get("/portfolio/", { headers: { "x-gatsby-wait-for-dev-ssr": "1" } })
  await expect
    .poll(async () => (await sent()).text(), { message: "develop should send the page's HTML" })
    .toMatch(/<h1[\s>]/)
  const banner = page.getByRole("alert").filter({ hasText: "The content files need fixing" })
  await expect(banner).toHaveCount(0)
  const project = JSON.parse(good) as Project
  const ratedSeven = `${JSON.stringify({ ...project, rating: 7 }, null, 2)}\n`
  const mistakes = [
    ["a rating of 7", ratedSeven, "rating must be at most 5, not 7"],
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

// Last: the previews import site.json, so publishing it makes develop rebuild the editor's script.
test("changing one field of a process step, the privacy policy or the site's content changes exactly one line of one file", async ({
  page,
}) => {
  const publish = page.getByRole("button", { name: "Publish" })
  await openEditor(page, "collections/content/entries/process", publish)
  const [first] = (JSON.parse(readFileSync(contentFile("process"), "utf8")) as { steps: Project[] }).steps
  // A collapsed list item shows its summary (the item's title) under a bar whose first button opens it.
  const summary = page.getByText(first.title, { exact: true }).first()
  await summary.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click()
  const step = page.getByLabel("Title", { exact: true }).first()
  await publishOneField(page, step, contentFile("process"), `${first.title} first`)

  for (const [name, label] of [
    ["privacy", "Introduction"],
    ["site", "Tagline"],
  ] as const) {
    await openEditor(page, `collections/content/entries/${name}`, publish)
    const field = page.getByLabel(label, { exact: true }).first()
    await publishOneField(page, field, contentFile(name), `${await field.inputValue()} today`)
  }
})
