// Build-time check of the editors' content files against content/schemas/*.schema.json, so a typo
// stops the build with the file, the place and the rule, instead of a blank spot on a page.
import Ajv, { type ErrorObject } from "ajv"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

export const CONTENT_FILES = ["site", "services", "projects", "process"] as const
export type ContentFile = (typeof CONTENT_FILES)[number]

/** Reads and checks every content file; returns one readable line per problem (empty when all is well). */
export function validateContent(contentDir: string): string[] {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true })
  const problems: string[] = []
  for (const name of CONTENT_FILES) {
    const file = `content/${name}.json`
    const schema = JSON.parse(readFileSync(join(contentDir, "schemas", `${name}.schema.json`), "utf8"))
    let data: unknown
    try {
      data = JSON.parse(readFileSync(join(contentDir, `${name}.json`), "utf8"))
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : "cannot be read"}`)
      continue
    }
    const validate = ajv.compile(schema)
    if (!validate(data)) {
      problems.push(...(validate.errors ?? []).map((error) => `${file}: ${describe(error)}`))
      continue
    }
    problems.push(...checkReferences(name, data, contentDir).map((problem) => `${file}: ${problem}`))
  }
  return problems
}

function describe(error: ErrorObject): string {
  const where = error.instancePath ? place(error.instancePath) : "the file"
  switch (error.keyword) {
    case "required":
      return `${where} is missing "${error.params.missingProperty}"`
    case "additionalProperties":
      return `${where} has an unknown field "${error.params.additionalProperty}" (check its spelling)`
    case "enum":
      return `${where} must be one of ${(error.params.allowedValues as string[]).join(", ")}`
    case "pattern":
      return `${where} ${error.parentSchema?.description ? `is not valid: ${error.parentSchema.description}` : "must not be empty"}`
    default:
      return `${where} ${error.message ?? "is not valid"}`
  }
}

/** "/2/deliverables/0" -> "item 3 > deliverables > item 1": counted the way editors count. */
function place(pointer: string): string {
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => (/^\d+$/.test(segment) ? `item ${Number(segment) + 1}` : segment))
    .join(" > ")
}

/** What a schema cannot say: images exist, and ids are unique. */
function checkReferences(name: ContentFile, data: unknown, contentDir: string): string[] {
  const problems: string[] = []
  const images: Array<[string, string]> = []
  if (name === "site") images.push(["hero > image", (data as { hero: { image: string } }).hero.image])
  if (name === "projects") {
    const projects = data as Array<{ id: string; image: string }>
    projects.forEach((project, index) => images.push([`item ${index + 1} > image`, project.image]))
    problems.push(...duplicates(projects.map((project) => project.id)).map((id) => `the id "${id}" is used twice`))
  }
  if (name === "services") {
    const slugs = (data as Array<{ slug: string }>).map((service) => service.slug)
    problems.push(...duplicates(slugs).map((slug) => `the slug "${slug}" is used twice`))
  }
  for (const [where, image] of images) {
    if (!existsSync(join(contentDir, image))) problems.push(`${where} points to content/${image}, which does not exist`)
  }
  return problems
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index)
}
