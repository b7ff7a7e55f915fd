// The browser editor's fields come from content/schemas/, so the editor refuses what the build would.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { CmsCollection, CmsCollectionFile, CmsField } from "decap-cms-core"
import { decapConfig, fieldFor } from "../../src/cms/decap-config"
import { editorBackend } from "../../src/cms/backend"
import { readContentSchemas } from "../../src/node/content-files"

const schemas = readContentSchemas(join(__dirname, "../../content"))
const config = decapConfig(schemas, { backend: { name: "git-gateway", branch: "main" } })
const files = config.collections[0].files ?? []
const PROXY = "http://127.0.0.1:8081/api/v1"

/** A file of the "content" collection, or a collection (a folder's fields are each entry's). */
const file = (name: string) =>
  [...files, ...config.collections].find((entry: CmsCollectionFile | CmsCollection) => entry.name === name)

/** The field at a path of names through objects and lists ("projects", "rating"). */
function field(fileName: string, ...path: string[]): Record<string, unknown> {
  let fields: CmsField[] = file(fileName)?.fields ?? []
  let found: CmsField | undefined
  for (const name of path) {
    found = fields.find((candidate) => candidate.name === name)
    if (!found) throw new Error(`no field ${path.join(".")}`)
    fields = ("fields" in found && found.fields) || []
  }
  return found as unknown as Record<string, unknown>
}

describe("Decap CMS configuration from the content schemas", () => {
  // That a save keeps each file's $schema and writes it in the files' format: e2e/cms/editor.spec.ts.
  it("edits each one-file content whole, in place", () => {
    expect(files.map((entry) => [entry.name, entry.file, entry.label])).toEqual([
      ["site", "content/site.json", "Site content"],
      ["process", "content/process.json", "Process steps"],
      ["privacy", "content/privacy.json", "Privacy policy"],
    ])
  })

  it("edits services and projects one file per entry: a card each on the workflow board, a new one named after its title", () => {
    expect(config.collections.slice(1).map((entry) => [entry.name, entry.folder, entry.label])).toEqual([
      ["services", "content/services", "Services"],
      ["projects", "content/projects", "Portfolio projects"],
    ])
    expect(file("projects")).toMatchObject({ label_singular: "Project", create: true })
    // New files are named as the build requires (lower-case words joined by hyphens).
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" })
  })

  it("lets an editor find a project among many: sorted by position or title, grouped by year", () => {
    expect(file("projects")).toMatchObject({
      sortable_fields: ["order", "title"],
      view_groups: [{ label: "Year", field: "date", pattern: "[0-9]{4}" }],
    })
    expect(file("services")).toMatchObject({ sortable_fields: ["order", "title"] })
    expect(field("projects", "order")).toMatchObject({
      widget: "number",
      value_type: "float",
      required: true,
    })
  })

  it("checks patterns with the schema's sentence, capitalised for a form", () => {
    expect(field("projects", "date").pattern).toEqual([
      schemas.projects.properties?.date.pattern,
      "Must be a month name and a four-digit year, like March 2024",
    ])
    // Text through the shared definition: not blank.
    expect(field("projects", "title").pattern).toEqual(["\\S", "Must not be empty"])
  })

  it("gives lists their item shape: objects with a summary, plain text as plain values", () => {
    const steps = field("process", "steps")
    expect(steps).toMatchObject({
      widget: "list",
      min: 1,
      summary: "{{fields.title}}",
      label_singular: "process step",
    })
    expect((steps.fields as CmsField[]).map((entry) => entry.name)).toEqual(
      Object.keys(schemas.process.$defs?.processStep.properties ?? {}),
    )
    expect(field("projects", "deliverables")).toMatchObject({
      widget: "list",
      min: 1,
      field: { name: "item", widget: "text", label: "Deliverables", pattern: ["\\S", "Must not be empty"] },
    })
  })

  it("offers enums as select lists", () => {
    expect(field("services", "icon")).toMatchObject({
      widget: "select",
      options: ["camera", "penTool", "share", "mapPin", "package", "video"],
    })
  })

  it("picks pictures with the image widget, stored as images/<name> under content/", () => {
    expect(field("projects", "image")).toMatchObject({ widget: "image", label: "Picture" })
    expect(field("site", "hero", "image")).toMatchObject({ widget: "image" })
    expect(config).toMatchObject({ media_folder: "content/images", public_folder: "images" })
  })

  it("nests objects, and uses one-line or multi-line boxes by the text's allowed length", () => {
    expect(field("site", "contact", "address")).toMatchObject({ widget: "object" })
    expect(field("site", "contact", "address", "locality")).toMatchObject({ widget: "string" })
    expect(field("projects", "fullDescription")).toMatchObject({ widget: "text" })
  })

  it("marks optional fields optional, labels untitled ones from their names and hints from descriptions", () => {
    const optional = fieldFor({}, "teamNote", { type: "string", description: "Under the team." }, false)
    expect(optional).toEqual({
      name: "teamNote",
      label: "Team note",
      required: false,
      hint: "Under the team.",
      widget: "string",
    })
  })

  it("talks to the local proxy only under gatsby develop", () => {
    expect(config.local_backend).toBeUndefined()
    expect(editorBackend().localBackendUrl).toBeUndefined()
    const local = decapConfig(schemas, { backend: { name: "git-gateway" }, localBackendUrl: PROXY })
    expect(local.local_backend).toEqual({ url: PROXY })
  })
})

describe("where the editor saves and signs in", () => {
  it("shows the preview of the commit status the deploy workflow sets", () => {
    const deploy = readFileSync(join(__dirname, "../../.github/workflows/pages.yml"), "utf8")
    const { backend } = editorBackend("https://roamcreative.com.au")
    expect(deploy).toContain(`-f context=${backend.preview_context} `)
  })

  it("opens the site's own sign-in page as its popup, on the origin the editor is open at", () => {
    const { backend } = editorBackend("https://roamcreative.com.au")
    // Decap opens `${base_url}/${auth_endpoint}?provider=github&...`; the host adds the trailing slash.
    expect(`${backend.base_url}/${backend.auth_endpoint}/`).toBe("https://roamcreative.com.au/admin/sign-in/")
    expect(editorBackend().backend.base_url).toBe(window.location.origin)
  })
})
