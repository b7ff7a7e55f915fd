// The messages an editor reads when a content file is wrong, asserted word for word.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { validateContent } from "../../src/node/validate-content"

type Entry = Record<string, unknown>
interface Files {
  site: Entry & { about: { cards: Entry[] }; contact: Entry; footer: { copyright: string } }
  process: { steps: Entry[] }
  privacy: { sections: Array<{ title: string; paragraphs: string[]; points?: string[] }> }
}
type Collection = "services" | "projects"

const realContent = join(__dirname, "../../content")
let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "content-"))
  cpSync(realContent, dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const write = (path: string, data: unknown) => {
  const text = `${JSON.stringify(data, null, 2)}\n`
  writeFileSync(path, text)
  return text
}

/** What a file of the copy holds: `site`, or an entry such as `projects/<slug>`. */
type DataOf<Name> = Name extends keyof Files ? Files[Name] : Entry

/** Changes one file of the temporary copy the way an editor would, and returns its new text. */
function edit<Name extends keyof Files | `${Collection}/${string}`>(
  name: Name,
  change: (data: DataOf<Name>) => void,
) {
  const path = join(dir, `${name}.json`)
  const data = JSON.parse(readFileSync(path, "utf8")) as DataOf<Name>
  change(data)
  return write(path, data)
}

/** The 1-based line of the first `needle` in `text`. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length

/** A collection's entries as shipped, by file name: their fields and slug. */
const shipped = (collection: Collection) =>
  readdirSync(join(realContent, collection))
    .sort()
    .map((file): Entry & { slug: string; title: string } => ({
      ...(JSON.parse(readFileSync(join(realContent, collection, file), "utf8")) as { title: string }),
      slug: basename(file, ".json"),
    }))
const [first, second] = shipped("projects")
const [service] = shipped("services")
const at = (collection: Collection, slug: string) => `content/${collection}/${slug}.json`

describe("content validation", () => {
  it("accepts the content as shipped", () => {
    expect(validateContent(dir)).toEqual([])
  })

  it("a value of the wrong type", () => {
    const text = edit(`projects/${second.slug}`, (data) => (data.teamSize = "two"))
    expect(validateContent(dir)).toEqual([
      `${at("projects", second.slug)}:${lineOf(text, '"teamSize": "two"')}: project "${second.title}" > teamSize must be a whole number without quotes, not "two". Example: "teamSize": 2`,
    ])
  })

  it("an image that is not in content/images, with the closest file that is", () => {
    const shippedImage = String(first.image)
    const typo = shippedImage.replace(/\.jpg$/, "x.jpg")
    const text = edit(`projects/${first.slug}`, (data) => (data.image = typo))
    expect(validateContent(dir)).toEqual([
      `${at("projects", first.slug)}:${lineOf(text, typo)}: project "${first.title}" > image points to content/${typo}, which does not exist. Did you mean "${shippedImage}"?`,
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

  it("a file named unlike the editor names one, and a collection left empty", () => {
    const text = readFileSync(join(dir, "projects", `${first.slug}.json`), "utf8")
    writeFileSync(join(dir, "projects", "Harbour Bakery.json"), text)
    for (const { slug } of shipped("services")) unlinkSync(join(dir, "services", `${slug}.json`))
    expect(validateContent(dir)).toEqual([
      "content/services/: there is no entry; the page needs at least one. Restore one from git (git checkout -- content/services/).",
      "content/projects/Harbour Bakery.json: the file's name must be lower-case letters and digits joined by single hyphens, like content/projects/harbour-bakery.json. Rename it.",
    ])
  })

  it("an unknown field, with the field it was probably meant to be", () => {
    const text = edit(`services/${service.slug}`, (data) => {
      data.iconn = data.icon
      delete data.icon
    })
    expect(validateContent(dir)).toEqual([
      `${at("services", service.slug)}:1: service "${service.title}" is missing the field "icon". Add it, for example: "icon": "camera"`,
      `${at("services", service.slug)}:${lineOf(text, '"iconn"')}: service "${service.title}" has an unknown field "iconn". Did you mean "icon"?`,
    ])
  })

  it("a value outside the allowed list, and text that lost the placeholder the site fills in", () => {
    edit(`services/${service.slug}`, (data) => (data.icon = "rocket"))
    edit("site", (data) => (data.footer.copyright = "© Roam Creative"))
    const problems = validateContent(dir)
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/site\.json:\d+: footer > copyright must contain \{year\}, which the site fills in, not "© Roam Creative"\. Example: "copyright": "© \{year\} \{name\}\. All rights reserved\."$/,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/services/${service.slug}\\.json:\\d+: service "${service.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" > icon must be one of camera, penTool, share, mapPin, package, video, not "rocket"\\. Example: "icon": "camera"$`,
        ),
      ),
    )
  })

  it("a privacy policy that states a retention period as a number, not as the service's placeholder", () => {
    // Wherever the policy states the period, in a paragraph or a point, the editor types 30 over it.
    const text = edit("privacy", (data) => {
      for (const section of data.sections) {
        section.paragraphs = section.paragraphs.map((paragraph) => paragraph.replaceAll("{spamDays}", "30"))
        section.points = section.points?.map((point) => point.replaceAll("{spamDays}", "30"))
      }
    })
    expect(validateContent(dir)).toEqual([
      `content/privacy.json:${lineOf(text, '"sections"')}: sections must use {spamDays} in one of its paragraphs or points: the site fills it in with how many days enquiries caught as spam are kept, as the enquiry service is set up. Write that period only as {spamDays}, never as a number.`,
    ])
  })

  it("a privacy policy with a placeholder the site does not fill in", () => {
    let place = ""
    const text = edit("privacy", (data) => {
      const [section] = data.sections
      section.paragraphs.push("Backups are kept for {backupDay} days.")
      place = `section "${section.title}" > paragraphs > entry ${section.paragraphs.length}`
    })
    expect(validateContent(dir)).toEqual([
      expect.stringContaining(
        `content/privacy.json:${lineOf(text, "{backupDay}")}: ${place} must not be empty, and can only use the placeholders {email}, {addressHours}, {spamDays}, {enquiryMonths} and {backupDays}, which the site fills in, not "Backups are kept for {backupDay} days.". Example: `,
      ),
    ])
  })

  it("text too long for its place, and a phone number with letters in it", () => {
    const text = edit(`projects/${second.slug}`, (data) => (data.description = "x".repeat(201)))
    edit("site", (data) => (data.contact.phone = "call 0491 570 156"))
    const problems = validateContent(dir)
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/site\.json:\d+: contact > phone must be a phone number written with digits, spaces, \+ and brackets, like 07 3000 0000, not "call 0491 570 156"\. Example: "phone": "07 3000 0000"$/,
      ),
      `${at("projects", second.slug)}:${lineOf(text, '"x')}: project "${second.title}" > description is too long for its place on the page: 201 characters, at most 200. Shorten it.`,
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

  it("the spec's counts are content, not limits: one more project, service and step are valid", () => {
    const copy = (collection: Collection, slug: string, title: string) => {
      const model = JSON.parse(
        readFileSync(join(dir, collection, `${shipped(collection)[0].slug}.json`), "utf8"),
      )
      write(join(dir, collection, `${slug}.json`), { ...model, title, order: 99 })
    }
    copy("projects", "paddington-florist", "Paddington Florist")
    copy("services", "drone-footage", "Drone Footage")
    edit("process", (data) =>
      data.steps.push({
        title: "Review",
        description: "We look at the numbers together.",
        duration: "1 hour",
      }),
    )
    expect(validateContent(dir)).toEqual([])
  })
})
