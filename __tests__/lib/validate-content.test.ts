// The messages an editor reads when a content file is wrong, asserted word for word.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { problemReport, validateContent } from "../../src/node/validate-content"

type Entry = Record<string, unknown>
interface Files {
  site: Entry & { about: { cards: Entry[] }; contact: Entry; footer: { copyright: string } }
  services: { services: Entry[] }
  projects: { projects: Entry[] }
  process: { steps: Entry[] }
}

const realContent = join(__dirname, "../../content")
let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "content-"))
  cpSync(realContent, dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Changes one file of the temporary copy the way an editor would, and returns its new text. */
function edit<Name extends keyof Files>(name: Name, change: (data: Files[Name]) => void): string {
  const path = join(dir, `${name}.json`)
  const data = JSON.parse(readFileSync(path, "utf8")) as Files[Name]
  change(data)
  const text = `${JSON.stringify(data, null, 2)}\n`
  writeFileSync(path, text)
  return text
}

/** The 1-based line of the first `needle` in `text` (after `anchor`, when given). */
function lineOf(text: string, needle: string, anchor?: string): number {
  const start = anchor ? text.indexOf(anchor) : 0
  return text.slice(0, text.indexOf(needle, start)).split("\n").length
}

const original = JSON.parse(readFileSync(join(realContent, "projects.json"), "utf8")) as Files["projects"]
const [first, second, third] = original.projects.map((project) => String(project.title))

describe("content validation", () => {
  it("accepts the content as shipped", () => {
    expect(validateContent(dir)).toEqual([])
  })

  it("a missing required field: names the item by its title and gives a value to add", () => {
    const text = edit("projects", (data) => delete data.projects[2].client)
    expect(validateContent(dir)).toEqual([
      `content/projects.json:${lineOf(text, `"id": "${String(original.projects[2].id)}"`) - 1}: project "${third}" is missing the field "client". Add it, for example: "client": "Harbour Street Bakery"`,
    ])
  })

  it("a value of the wrong type", () => {
    const text = edit("projects", (data) => (data.projects[1].teamSize = "two"))
    expect(validateContent(dir)).toEqual([
      `content/projects.json:${lineOf(text, '"teamSize": "two"')}: project "${second}" > teamSize must be a whole number without quotes, not "two". Example: "teamSize": 2`,
    ])
  })

  it("a rating of 7", () => {
    const text = edit("projects", (data) => (data.projects[0].rating = 7))
    expect(validateContent(dir)).toEqual([
      `content/projects.json:${lineOf(text, '"rating": 7')}: project "${first}" > rating must be at most 5, not 7. Example: "rating": 5`,
    ])
  })

  it("an image that is not in content/images, with the closest file that is", () => {
    const text = edit("projects", (data) => (data.projects[0].image = "images/artisan-cafee.jpg"))
    expect(validateContent(dir)).toEqual([
      `content/projects.json:${lineOf(text, "artisan-cafee.jpg")}: project "${first}" > image points to content/images/artisan-cafee.jpg, which does not exist. Did you mean "images/artisan-cafe.jpg"?`,
    ])
  })

  it("a deleted image, listing the images there are", () => {
    unlinkSync(join(dir, "images", "hero.jpg"))
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(
        /^content\/site\.json:\d+: hero > image points to content\/images\/hero\.jpg, which does not exist\. Add the image to content\/images\/ or use one that is there: artisan-cafe\.jpg, .*\.$/,
      ),
    ])
  })

  it("malformed JSON, with its line and column", () => {
    writeFileSync(
      join(dir, "process.json"),
      '{\n  "steps": [\n    { "title": "Discovery" "duration": "1 day" }\n  ]\n}\n',
    )
    expect(validateContent(dir)).toEqual([
      "content/process.json:3:28: the file is not valid JSON here: a comma is missing before this point (between two entries, usually at the end of the previous line).",
    ])
  })

  it("a comma after the last field", () => {
    writeFileSync(join(dir, "process.json"), '{\n  "steps": [\n    { "title": "Discovery", }\n  ]\n}\n')
    expect(validateContent(dir)).toEqual([
      "content/process.json:3:29: the file is not valid JSON here: a field name in double quotes should come here. If the previous line ends with a comma after the last field, remove that comma.",
    ])
  })

  it("a duplicate id, pointing at the entry that had it first", () => {
    const text = edit("projects", (data) => (data.projects[5].id = data.projects[0].id))
    const sixth = String(original.projects[5].title)
    expect(validateContent(dir)).toEqual([
      `content/projects.json:${lineOf(text, '"id": "artisan-cafe"', `"title": "${String(original.projects[4].title)}"`)}: project "${sixth}" > id "artisan-cafe" is already used by project "${first}" (line 4); each id must be unique. For example: "id": "artisan-cafe-2"`,
    ])
  })

  it("an unknown field, with the field it was probably meant to be", () => {
    const text = edit("services", (data) => {
      data.services[1].iconn = data.services[1].icon
      delete data.services[1].icon
    })
    const { title: service, slug } = JSON.parse(text).services[1] as { title: string; slug: string }
    expect(validateContent(dir)).toEqual([
      `content/services.json:${lineOf(text, `"slug": "${slug}"`) - 1}: service "${service}" is missing the field "icon". Add it, for example: "icon": "camera"`,
      `content/services.json:${lineOf(text, '"iconn"')}: service "${service}" has an unknown field "iconn". Did you mean "icon"?`,
    ])
  })

  it("a value outside the allowed list, and text that lost the placeholder the site fills in", () => {
    edit("services", (data) => (data.services[0].icon = "rocket"))
    edit("site", (data) => (data.footer.copyright = "© Roam Creative"))
    const problems = validateContent(dir)
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/site\.json:\d+: footer > copyright must contain \{year\}, which the site fills in, not "© Roam Creative"\. Example: "copyright": "© \{year\} \{name\}\. All rights reserved\."$/,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/services\.json:\d+: service "Photography & Videography" > icon must be one of camera, penTool, share, mapPin, package, video, not "rocket"\. Example: "icon": "camera"$/,
      ),
    )
  })

  it("text too long for its place, and a phone number with letters in it", () => {
    const text = edit("projects", (data) => (data.projects[1].description = "x".repeat(201)))
    edit("site", (data) => (data.contact.phone = "call 0491 570 156"))
    const problems = validateContent(dir)
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/site\.json:\d+: contact > phone must be a phone number written with digits, spaces, \+ and brackets, like 07 3000 0000, not "call 0491 570 156"\. Example: "phone": "07 3000 0000"$/,
      ),
      `content/projects.json:${lineOf(text, '"x')}: project "${second}" > description is too long for its place on the page: 201 characters, at most 200. Shorten it.`,
    ])
  })

  it("empty text inside a list without titles is placed by entry number", () => {
    edit("site", (data) => (data.about.cards[1].title = " "))
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(
        /^content\/site\.json:\d+: about > cards > entry 2 > title must not be empty\. Example: "title": ".+"$/,
      ),
    ])
  })

  it("a file in the old list-only shape says what shape it needs", () => {
    writeFileSync(join(dir, "process.json"), JSON.stringify(original.projects.slice(0, 1)))
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(/^content\/process\.json:1: the file must be a group of fields in \{ \}, not \[/),
    ])
  })

  it("the spec's counts are content, not limits: a seventh project and a sixth step are valid", () => {
    edit("projects", (data) =>
      data.projects.push({ ...data.projects[0], id: "paddington-florist", title: "Paddington Florist" }),
    )
    edit("process", (data) =>
      data.steps.push({
        title: "Review",
        description: "We look at the numbers together.",
        duration: "1 hour",
      }),
    )
    expect(validateContent(dir)).toEqual([])
  })

  it("prints one line per problem under a count", () => {
    expect(problemReport(["content/a.json:1: one", "content/b.json:2: two"])).toBe(
      "The content files need fixing (2 problems):\n- content/a.json:1: one\n- content/b.json:2: two",
    )
  })
})
