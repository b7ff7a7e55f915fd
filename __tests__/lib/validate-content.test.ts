import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { validateContent } from "../../src/node/validate-content"

const realContent = join(__dirname, "../../content")
let dir: string

/** A copy of the real content with one file changed by `edit`. */
function withEdited(file: string, edit: (data: never) => void) {
  const path = join(dir, file)
  const data = JSON.parse(readFileSync(path, "utf8"))
  edit(data as never)
  writeFileSync(path, JSON.stringify(data))
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "content-"))
  cpSync(realContent, dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("content validation", () => {
  it("accepts the content as shipped", () => {
    expect(validateContent(dir)).toEqual([])
  })

  it("names the file and the place of a missing field", () => {
    withEdited("projects.json", (projects: Array<Record<string, unknown>>) => delete projects[2].client)
    expect(validateContent(dir)).toEqual(['content/projects.json: item 3 is missing "client"'])
  })

  it("rejects a rating above five and a team size that is not a whole number", () => {
    withEdited("projects.json", (projects: Array<Record<string, unknown>>) => {
      projects[0].rating = 6
      projects[1].teamSize = "two"
    })
    expect(validateContent(dir)).toEqual([
      "content/projects.json: item 1 > rating must be <= 5",
      "content/projects.json: item 2 > teamSize must be integer",
    ])
  })

  it("rejects a misspelt field and an unknown icon", () => {
    withEdited("services.json", (services: Array<Record<string, unknown>>) => {
      services[0].titel = services[0].title
      services[1].icon = "rocket"
    })
    const problems = validateContent(dir)
    expect(problems).toContain('content/services.json: item 1 has an unknown field "titel" (check its spelling)')
    expect(problems).toContain("content/services.json: item 2 > icon must be one of camera, penTool, share, mapPin, package, video")
  })

  it("holds the spec's counts: six services with five features, four steps, eight selling points", () => {
    withEdited("services.json", (services: Array<{ features: string[] }>) => services[0].features.pop())
    withEdited("process.json", (steps: unknown[]) => steps.pop())
    withEdited("site.json", (site: { process: { sellingPoints: string[] } }) => site.process.sellingPoints.pop())
    expect(validateContent(dir)).toEqual([
      "content/site.json: process > sellingPoints must NOT have fewer than 8 items",
      "content/services.json: item 1 > features must NOT have fewer than 5 items",
      "content/process.json: the file must NOT have fewer than 4 items",
    ])
  })

  it("reports an image that does not exist and a template that lost its placeholder", () => {
    withEdited("projects.json", (projects: Array<{ image: string }>) => (projects[4].image = "images/missing.jpg"))
    withEdited("site.json", (site: { footer: { copyright: string } }) => (site.footer.copyright = "© Roam Creative"))
    expect(validateContent(dir)).toEqual([
      "content/site.json: footer > copyright is not valid: e.g. © {year} {name}. All rights reserved.",
      "content/projects.json: item 5 > image points to content/images/missing.jpg, which does not exist",
    ])
  })

  it("reports a file that is not valid JSON", () => {
    writeFileSync(join(dir, "process.json"), '[{ "title": "Discovery", }]')
    const [problem] = validateContent(dir)
    expect(problem).toMatch(/^content\/process\.json: /)
  })
})
