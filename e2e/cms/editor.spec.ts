// The browser editor as an editor uses it: sign in through the local proxy, change a project, save
// (a branch, as a pull request is in production), publish, and see the file and the running site
// change only then; two projects' changes wait side by side on the workflow board, one card each; a
// bad value is refused; the preview is the site's, of the project being edited.
import { expect, test, type Locator, type Page } from "@playwright/test"
import { execFileSync } from "node:child_process"
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { contentPath, isCollection, type ContentFileName } from "../../src/lib/content-schema"
import { contentFiles, readEntries } from "../../src/node/content-files"
import { validateContent } from "../../src/node/validate-content"
import { changedLines } from "./changed-lines"

const site = process.env.CMS_SITE_DIR ?? ""
const contentDir = join(site, "content")
const contentFile = (name: ContentFileName, slug?: string) => join(contentDir, contentPath(name, slug))
type Project = { slug: string; title: string; order: number } & Record<string, unknown>
/** The projects as the portfolio shows them, first card first. */
const projects = () => readEntries<Project>(contentDir, "projects")
const projectFile = (slug: string) => contentFile("projects", slug)
const readProject = (slug: string) => JSON.parse(readFileSync(projectFile(slug), "utf8")) as Project
const screenshots = join(__dirname, "..", "..", "docs", "images")
/** git in the editor's own repository (scripts/lib/editor-repo.mjs), where saves wait on cms/ branches. */
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: join(site, ".local", "editor"), encoding: "utf8" }).trim()
const unpublishedBranches = () =>
  git("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean)

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
 * Opens a content file in the editor, signed in through decap-server (no account). The previews
 * import site.json, so a save of it makes develop's watcher write the editor's 2 MB script again; a
 * page loaded meanwhile may get it cut short and stay blank, and an editor would reload.
 */
async function openFile(page: Page, name: ContentFileName) {
  await openEditor(page, `collections/content/entries/${name}`)
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible()
}

/** Opens the editor at an entry's #/ route, signed in (once signed in, the editor remembers it). */
async function openEditor(page: Page, route: string) {
  const login = page.getByRole("button", { name: "Login" })
  const entry = page.getByRole("button", { name: "Save", exact: true })
  await expect(async () => {
    // From a blank page, so a second try loads the editor again rather than only changing its #hash.
    await page.goto("about:blank")
    await page.goto(`/admin/#/${route}`)
    await expect(login.or(entry)).toBeVisible({ timeout: 30_000 })
  }).toPass({ timeout: 150_000 })
  if (await login.isVisible()) await login.click()
}

/** Opens one entry of a collection (one file of content/<collection>/), and returns its title field. */
async function openEntry(page: Page, collection: "projects" | "services", slug: string) {
  await openEditor(page, `collections/${collection}/entries/${slug}`)
  const title = page.getByLabel("Title", { exact: true })
  await expect(title).toHaveValue(
    String((JSON.parse(readFileSync(contentFile(collection, slug), "utf8")) as { title: string }).title),
  )
  return title
}

const firstSlug = (collection: "projects" | "services") =>
  readEntries<{ title: string }>(contentDir, collection)[0].slug

/**
 * Expands the list entry titled `title` and returns its title field. A collapsed list item shows its
 * summary (the entry's title) under a bar whose first button is the expand chevron.
 */
async function expandEntry(page: Page, title: string) {
  const summary = page.getByText(title, { exact: true }).first()
  await summary.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click()
  const field = page.getByLabel("Title", { exact: true }).first()
  await expect(field).toHaveValue(title)
  return field
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

async function saveAndPublish(page: Page) {
  await save(page)
  await expect(page.getByText("Entry saved").first()).toBeVisible()
  await publishSaved(page)
}

test("a project's new title: saved, it waits on its own branch off the site; published, its file has it, still valid, and the portfolio shows it", async ({
  page,
  context,
}) => {
  const [{ slug, title: shown }] = projects()
  const file = projectFile(slug)
  const before = readFileSync(file, "utf8")
  const newTitle = `Unpublished Cafe ${Date.now() % 10000}`
  await replaceText(await openEntry(page, "projects", slug), newTitle)
  await save(page)
  await expect(page.getByText("Entry saved").first()).toBeVisible()

  // The save is a commit on the project's own branch, as a pull request's branch is on GitHub ...
  expect(unpublishedBranches()).toEqual([`cms/projects/${slug}`])
  expect(git("show", `cms/projects/${slug}:content/projects/${slug}.json`)).toContain(
    JSON.stringify(newTitle),
  )
  // ... and neither main nor the files the running site is built from have changed.
  expect(git("rev-parse", "main")).toBe(published)
  const portfolio = await context.newPage()
  const onSite = (title: string) => portfolio.getByRole("button", { name: title, exact: true })
  await portfolio.goto("/portfolio/")
  await expect(onSite(shown)).toBeVisible()
  await expect(onSite(newTitle)).toHaveCount(0)
  expect(readFileSync(file, "utf8")).toBe(before)

  await publishSaved(page)
  await expect.poll(() => readProject(slug).title).toBe(newTitle)
  expect(unpublishedBranches()).toEqual([])
  expect(readFileSync(file, "utf8").startsWith('{\n  "$schema": "../schemas/projects.schema.json",\n')).toBe(
    true,
  )
  expect(validateContent(join(site, "content"))).toEqual([])
  // As the editor would: reload until develop has rebuilt with the change (the first change after
  // start-up can take a busy machine over a minute).
  await expect(async () => {
    await portfolio.goto("/portfolio/")
    await expect(onSite(newTitle)).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 150_000 })
})

/** One text field of each content file, reached as an editor would: at the top, or in a list's first entry. */
const ONE_FIELD_EDITS: Record<ContentFileName, (page: Page) => Promise<Locator>> = {
  site: async (page) => page.getByLabel("Tagline", { exact: true }).first(),
  services: (page) => openEntry(page, "services", firstSlug("services")),
  projects: (page) => openEntry(page, "projects", firstSlug("projects")),
  process: async (page) => {
    await openFile(page, "process")
    return expandEntry(page, firstStep())
  },
  privacy: async (page) => page.getByLabel("Introduction", { exact: true }).first(),
}

function firstStep(): string {
  const content = JSON.parse(readFileSync(contentFile("process"), "utf8")) as {
    steps: Array<{ title: string }>
  }
  return content.steps[0].title
}

// With the editorial workflow every save is a pull request: one field changed must read as one line
// of one file.
function oneFieldChangesOneLine(name: ContentFileName) {
  const where = isCollection(name) ? `one entry of content/${name}/` : `content/${name}.json`
  test(`changing one field of ${where} changes exactly one line of one file`, async ({ page }) => {
    const file = isCollection(name) ? contentFile(name, firstSlug(name)) : contentFile(name)
    const before = readFileSync(file, "utf8")
    const others = contentFiles(contentDir)
      .map(({ path }) => join(contentDir, path))
      .filter((path) => path !== file)
      .map((path) => [path, readFileSync(path, "utf8")] as const)
    if (!isCollection(name) && name !== "process") await openFile(page, name)
    const field = await ONE_FIELD_EDITS[name](page)
    const text = `${await field.inputValue()} ${Date.now() % 10000}`
    await replaceText(field, text)
    await saveAndPublish(page)
    await expect.poll(() => readFileSync(file, "utf8")).not.toBe(before)

    const changed = changedLines(before, readFileSync(file, "utf8"))
    expect(changed, `Saving one field of ${where} should change only that field's line`).toHaveLength(1)
    expect(changed[0].after).toContain(JSON.stringify(text))
    for (const [path, text] of others) expect(readFileSync(path, "utf8"), `${path} is untouched`).toBe(text)
  })
}
for (const name of ["services", "projects", "process", "privacy"] as const) oneFieldChangesOneLine(name)

test("a rating of 7 is refused with a message, and nothing is written", async ({ page }) => {
  const slug = firstSlug("projects")
  const before = readFileSync(projectFile(slug), "utf8")
  await openEntry(page, "projects", slug)
  await page.getByLabel("Rating", { exact: true }).fill("7")
  await save(page)
  await expect(page.getByText("Rating must be between 1 and 5.")).toBeVisible()
  await page.screenshot({ path: join(screenshots, "editor-rating-refused.png") })
  expect(readFileSync(projectFile(slug), "utf8")).toBe(before)
  expect(unpublishedBranches()).toEqual([])
})

test("the preview pane shows the project being edited, and only it: its card and dialog content, drawn by the site", async ({
  page,
}) => {
  // The last card's project, so a preview of the whole portfolio would show another one first.
  const all = projects()
  const project = all[all.length - 1]
  await openEntry(page, "projects", project.slug)
  const preview = page.frameLocator("iframe").first()
  const titles = preview.getByRole("heading", { level: 2 })
  // The card's heading and the dialog's title.
  await expect(titles).toHaveText([project.title, project.title])
  await expect(preview.getByText(String(project.fullDescription))).toBeVisible()
  await expect(preview.getByText(String(project.solution))).toBeVisible()
  for (const other of all.filter(({ slug }) => slug !== project.slug))
    await expect(preview.getByText(String(other.fullDescription))).toHaveCount(0)
  await page.screenshot({ path: join(screenshots, "editor-preview.png") })
  // What the editor types is what the preview shows.
  const retitled = `${project.title} (draft)`
  await replaceText(page.getByLabel("Title", { exact: true }), retitled)
  await expect(titles).toHaveText([retitled, retitled])
})

test("two projects changed and saved wait side by side: a card each on the workflow board, named by the project, each on its own branch", async ({
  page,
}) => {
  const [first, second] = projects()
  const branch = (project: Project) => `cms/projects/${project.slug}`
  await replaceText(await openEntry(page, "projects", first.slug), `${first.title} in autumn`)
  await save(page)
  await expect.poll(unpublishedBranches).toEqual([branch(first)])
  await replaceText(await openEntry(page, "projects", second.slug), `${second.title} by night`)
  await save(page)
  await expect.poll(() => unpublishedBranches().sort()).toEqual([branch(first), branch(second)].sort())
  // Loaded afresh: the editor does not follow a change of its #hash alone.
  await page.goto("about:blank")
  await page.goto("/admin/#/workflow")
  for (const title of [`${first.title} in autumn`, `${second.title} by night`])
    await expect(page.getByRole("link").filter({ hasText: title }), `a card for ${title}`).toHaveCount(1)
  await page.screenshot({ path: join(screenshots, "editor-workflow-board.png") })
})

test("repeated saves never cover the running site with the development error overlay", async ({
  page,
  context,
}) => {
  const portfolio = await context.newPage()
  const errors: string[] = []
  portfolio.on("pageerror", (error) => errors.push(error.message))
  await portfolio.goto("/portfolio")
  // Three rounds of save, Ready and publish (about 15 s each), each rebuilt by develop.
  test.setTimeout(240_000)
  const title = await openEntry(page, "projects", firstSlug("projects"))
  for (let round = 1; round <= 3; round += 1) {
    const newTitle = `Saved Title ${round}`
    await replaceText(title, newTitle)
    await saveAndPublish(page)
    await expect(portfolio.getByRole("button", { name: newTitle, exact: true })).toBeVisible()
    await expect(portfolio.locator("[data-gatsby-overlay]")).toHaveCount(0)
  }
  expect(errors).toEqual([])
})

test("one more project, a file and its picture and no code, appears on the running portfolio where its position puts it", async ({
  page,
}) => {
  const before = projects()
  const [model] = before
  const picture = join(contentDir, "images", "paddington-florist.jpg")
  copyFileSync(join(contentDir, String(model.image)), picture)
  const { slug: _slug, ...fields } = readProject(model.slug)
  // Between the first two cards.
  const order = before.length > 1 ? (before[0].order + before[1].order) / 2 : before[0].order + 1
  writeFileSync(
    projectFile("paddington-florist"),
    `${JSON.stringify(
      {
        ...fields,
        title: "Paddington Florist",
        order,
        image: "images/paddington-florist.jpg",
        imageAlt: "Buckets of native proteas and waratahs outside a Paddington florist",
      },
      null,
      2,
    )}\n`,
  )
  try {
    // As an editor would: reload until develop has taken in the new entry and its picture.
    await expect(async () => {
      await page.goto("/portfolio/")
      await expect(page.getByRole("button", { name: "Paddington Florist", exact: true })).toBeVisible({
        timeout: 15_000,
      })
    }).toPass({ timeout: 150_000 })
    await expect(page.locator("article")).toHaveCount(before.length + 1)
    await expect(page.locator("article h2").nth(1)).toHaveText("Paddington Florist")
    await expect(page.getByAltText(/Buckets of native proteas/)).toBeVisible()
  } finally {
    // The picture stays in the temporary copy: deleting it while develop still converts it stops develop.
    rmSync(projectFile("paddington-florist"))
  }
})

test("a content file saved with a mistake: the banner names it, the page keeps its last good content, the terminal leads with the editor's words, and the open tab recovers", async ({
  page,
}) => {
  const [{ slug, title: shown }] = projects()
  const projectsFile = projectFile(slug)
  const good = readFileSync(projectsFile, "utf8")
  const titleOnPage = (title: string) => page.getByRole("button", { name: title, exact: true })
  await page.goto("/portfolio/")
  const banner = page.getByRole("alert").filter({ hasText: "The content files need fixing" })
  await expect(banner).toHaveCount(0)
  const { slug: _slug, ...withRatingOf7 } = readProject(slug)
  withRatingOf7.rating = 7
  const mistakes = [
    ["a rating of 7", `${JSON.stringify(withRatingOf7, null, 2)}\n`, "rating must be at most 5, not 7"],
    ["a half-written file", good.slice(0, good.length / 2), "the file is not valid JSON here"],
    ["an emptied file", "", "the file is not valid JSON here"],
  ] as const
  try {
    for (const [mistake, text, problem] of mistakes) {
      const printedBefore = developLog().length
      writeFileSync(projectsFile, text)
      await expect(banner, `with ${mistake}`).toContainText(problem)
      await expect(banner).toContainText("This page still shows the last content that worked.")
      if (mistake === "a rating of 7")
        await page.screenshot({ path: join(screenshots, "content-problem-banner.png") })
      await expect(titleOnPage(shown), `with ${mistake}, the page keeps the last good content`).toBeVisible()
      await expect(page.getByText(/Unhandled Runtime Error|Unexpected Application Error/)).toHaveCount(0)
      await expect(page.locator("[data-gatsby-overlay]")).toHaveCount(0)
      // What the editor reads in the terminal: the check's own words, with no stack trace before or after.
      await expect
        .poll(() => developLog().slice(printedBefore), {
          message: `with ${mistake}, the terminal names the problem`,
        })
        .toContain(problem)
      const printed = developLog().slice(printedBefore)
      expect(printed, `with ${mistake}, the terminal shows no stack trace`).not.toMatch(
        /Unable to parse JSON|gatsby-transformer-json| at \S+:\d+:\d+/,
      )
    }
  } finally {
    const fixed = JSON.parse(good) as Project
    fixed.title = `${shown} (fixed)`
    writeFileSync(projectsFile, `${JSON.stringify(fixed, null, 2)}\n`)
  }
  // The tab that was open all along shows the fixed content, with no reload.
  await expect(banner).toHaveCount(0)
  await expect(titleOnPage(`${shown} (fixed)`)).toBeVisible()
})

// Last: the previews import site.json, so publishing it makes develop write the editor's 2 MB script
// again, which the next test to open the editor would wait for.
oneFieldChangesOneLine("site")

// Gatsby wraps its lines at 80 columns when it does not print to a terminal.
const developLog = () => readFileSync(process.env.CMS_DEVELOP_LOG ?? "", "utf8").replace(/\s*\n\s*/g, " ")
