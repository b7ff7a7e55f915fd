// Checks the editors' content files against content/schemas/*.schema.json before anything is built,
// and words every problem for the person who made it: file and line, the item by its title, the
// field, what is wrong, and a good value taken from the schema's examples.
import Ajv2020, { type ErrorObject } from "ajv/dist/2020"
import addFormats from "ajv-formats"
import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from "jsonc-parser"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { SYNTAX_ERRORS } from "./json-syntax-errors"
import { closest } from "./closest"
import {
  COLLECTIONS,
  IMAGE_FORMAT,
  SLUG_PATTERN,
  resolve,
  schemaAt,
  type CollectionName,
  type Json,
  type JsonSchema as Schema,
} from "../lib/content-schema"
import { contentFiles, entrySlugs, readContentSchemas } from "./content-files"

type Segment = string | number

/** One content file once read: its text and tree (for line numbers), value and schema. */
interface ContentFile {
  schemaLabel: string
  text: string
  tree: JsonNode
  data: Json
  schema: Schema
}

/** Reads and checks every content file; returns one line per problem (empty when all is well). */
export function validateContent(contentDir: string): string[] {
  const ajv = createValidator(contentDir)
  const schemas = readContentSchemas(contentDir)
  const folderProblems = COLLECTIONS.flatMap((name) => collectionProblems(contentDir, name))
  const fileProblems = contentFiles(contentDir).flatMap(({ name, path }) => {
    const label = `content/${path}`
    const schema = schemas[name]
    // Ajv compiles each schema once and hands back the same function for the next entry.
    const validate = ajv.compile(schema)
    const read = readContentFile(join(contentDir, path), label)
    if (typeof read === "string") return [read]
    const file: ContentFile = { schemaLabel: `content/schemas/${name}.schema.json`, schema, ...read }
    if (validate(file.data)) return []
    return (validate.errors ?? [])
      .filter(isReportable)
      .map((error) => describe(error, file, contentDir))
      .sort((a, b) => a.line - b.line)
      .map(({ line, text }) => `${label}:${line}: ${text}`)
  })
  return [...folderProblems, ...fileProblems]
}

/** A collection needs at least one entry, each in a file named as the editor names it. */
function collectionProblems(contentDir: string, name: CollectionName): string[] {
  const folder = `content/${name}/`
  const slugs = entrySlugs(contentDir, name)
  if (slugs.length === 0)
    return [
      `${folder}: there is no entry; the page needs at least one. Restore one from git (git checkout -- ${folder}).`,
    ]
  return slugs
    .filter((slug) => !SLUG_PATTERN.test(slug))
    .map(
      (slug) =>
        `${folder}${slug}.json: the file's name must be lower-case letters and digits joined by single hyphens, like ${folder}harbour-bakery.json. Rename it.`,
    )
}

function createValidator(contentDir: string) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true })
  addFormats(ajv, ["email"])
  // Only judged once the path has the right shape, so a bad path gets one message, not two.
  ajv.addFormat(IMAGE_FORMAT, (path: string) => !IMAGE_PATH.test(path) || existsSync(join(contentDir, path)))
  ajv.addKeyword({
    keyword: "uniqueBy",
    type: "array",
    schemaType: "string",
    errors: true,
    validate: function uniqueBy(key: string, items: Json[]): boolean {
      const firstIndex = new Map<Json, number>()
      const errors: Array<Partial<ErrorObject>> = []
      items.forEach((item, index) => {
        if (!isObject(item) || !(key in item)) return
        const seen = firstIndex.get(item[key])
        if (seen === undefined) firstIndex.set(item[key], index)
        else
          errors.push({ keyword: "uniqueBy", message: "duplicate", params: { key, index, firstIndex: seen } })
      })
      ;(uniqueBy as { errors?: Array<Partial<ErrorObject>> }).errors = errors
      return errors.length === 0
    },
  })
  return ajv
}

const IMAGE_PATH = /^images\/[^/]+\.(jpe?g|png|webp|avif)$/

function readContentFile(path: string, label: string): Pick<ContentFile, "text" | "tree" | "data"> | string {
  if (!existsSync(path))
    return `${label}: the file is missing. Restore it from git (git checkout -- ${label}).`
  const text = readFileSync(path, "utf8")
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { disallowComments: true })
  const [first] = errors
  if (first || !tree) {
    const { line, column } = position(text, first?.offset ?? 0)
    const code = first ? printParseErrorCode(first.error) : "ValueExpected"
    return `${label}:${line}:${column}: the file is not valid JSON here: ${SYNTAX_ERRORS[code] ?? `${code}.`}`
  }
  return { text, tree, data: JSON.parse(text) as Json }
}

/**
 * Ajv repeats a `$ref`'s failures on the way up; "if"-style wrapper errors say nothing new; and a
 * failed `contains` keeps every item's failure to match, which are not problems: only its own is.
 */
function isReportable(error: ErrorObject): boolean {
  return error.keyword !== "if" && error.keyword !== "$ref" && !error.schemaPath.includes("/contains/")
}

function describe(error: ErrorObject, file: ContentFile, contentDir: string) {
  const path = pointerSegments(error.instancePath)
  const value = valueAt(file.data, path)
  const at = (segments: Segment[], text: string) => ({ line: lineOf(file, segments), text })
  const place = placeOf(file, path)
  switch (error.keyword) {
    case "required": {
      const field = String(error.params.missingProperty)
      return at(
        path,
        `${place} is missing the field "${field}". Add it, for example: ${exampleOf(file, [...path, field])}`,
      )
    }
    case "additionalProperties": {
      const field = String(error.params.additionalProperty)
      const known = Object.keys(schemaAt(file.schema, path).properties ?? {})
      const guess = closest(field, known)
      const hint = guess ? `Did you mean "${guess}"?` : `The fields it can have are: ${known.join(", ")}.`
      return at([...path, field], `${place} has an unknown field "${field}". ${hint}`)
    }
    case "uniqueBy": {
      const { key, index, firstIndex } = error.params as { key: string; index: number; firstIndex: number }
      const duplicate = [...path, index, key]
      const original = [...path, firstIndex]
      const taken = String(valueAt(file.data, duplicate))
      return at(
        duplicate,
        `${placeOf(file, duplicate)} "${taken}" is already used by ${itemName(file, original)} (line ${lineOf(file, original)}); each ${key} must be unique. For example: "${key}": "${taken}-2"`,
      )
    }
    case "format":
      if (error.params.format === IMAGE_FORMAT)
        return at(
          path,
          `${place} points to content/${String(value)}, which does not exist. ${imageHint(String(value), contentDir)}`,
        )
      return at(
        path,
        `${place} must be an email address, not ${shown(value)}. Example: ${exampleOf(file, path)}`,
      )
    case "contains": {
      const message = (error.parentSchema as Schema | undefined)?.containsErrorMessage
      return at(path, `${place} ${message ?? error.message ?? "misses an entry it needs"}.`)
    }
    case "minItems":
      return at(
        path,
        `${place} needs at least ${String(error.params.limit)} ${error.params.limit === 1 ? "entry" : "entries"}. Example: ${exampleOf(file, path)}`,
      )
    case "maxLength":
      return at(
        path,
        `${place} is too long for its place on the page: ${String(value).length} characters, at most ${String(error.params.limit)}. Shorten it.`,
      )
    default: {
      // Quoting an empty value back to the editor says nothing; the rule alone does.
      const found = typeof value === "string" && !value.trim() ? "" : `, not ${shown(value)}`
      return at(path, `${place} ${rule(error, file)}${found}. Example: ${exampleOf(file, path)}`)
    }
  }
}

/** What the value should have been, in words, for the keywords whose own message is too terse. */
const RULES: Partial<Record<string, (params: Record<string, unknown>, error: ErrorObject) => string>> = {
  type: ({ type }) => `must be ${TYPE_WORDS[String(type)] ?? String(type)}`,
  minimum: ({ limit }) => `must be at least ${String(limit)}`,
  maximum: ({ limit }) => `must be at most ${String(limit)}`,
  enum: ({ allowedValues }) => `must be one of ${(allowedValues as Json[]).map(String).join(", ")}`,
  pattern: ({ pattern }, error) =>
    (error.parentSchema as Schema | undefined)?.patternErrorMessage ?? `must match ${String(pattern)}`,
}

function rule(error: ErrorObject, file: ContentFile): string {
  const words = RULES[error.keyword]?.(error.params, error)
  return words ?? error.message ?? `breaks the rule "${error.keyword}" of ${file.schemaLabel}`
}

const TYPE_WORDS: Record<string, string> = {
  string: "text in double quotes",
  integer: "a whole number without quotes",
  number: "a number without quotes",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "a group of fields in { }",
}

/** `project "Artisan Cafe" > deliverables > entry 2`: the innermost titled item, then the field path. */
function placeOf(file: ContentFile, path: Segment[]): string {
  let start = 0
  // An entry of a collection is one file: its problems are named by its title too.
  let item = file.schema.collection ? itemName(file, []) : ""
  path.forEach((segment, index) => {
    // A titled object names its problems; a plain text in a list is placed inside its parent's name.
    const prefix = path.slice(0, index + 1)
    if (
      typeof segment === "number" &&
      isObject(valueAt(file.data, prefix)) &&
      schemaAt(file.schema, prefix).title
    ) {
      item = itemName(file, prefix)
      start = index + 1
    }
  })
  const field = path
    .slice(start)
    .map((segment) => (typeof segment === "number" ? `entry ${segment + 1}` : segment))
  return [item, ...field].filter(Boolean).join(" > ") || "the file"
}

/** `project "Artisan Cafe"`, or `project 3` when it has no usable title. */
function itemName(file: ContentFile, path: Segment[]): string {
  const kind = (schemaAt(file.schema, path).title ?? "entry").toLowerCase()
  const item = valueAt(file.data, path)
  const title = isObject(item) ? item.title : undefined
  if (typeof title === "string" && title.trim()) return `${kind} "${title}"`
  return path.length === 0 ? `the ${kind}` : `${kind} ${Number(path[path.length - 1]) + 1}`
}

/** `"rating": 5`, from the schema's examples (a list gets its entries' example). */
function exampleOf(file: ContentFile, path: Segment[]): string {
  const schema = schemaAt(file.schema, path)
  const entry = schema.items ? resolve(file.schema, schema.items).examples?.[0] : undefined
  const example = schema.examples?.[0] ?? (entry === undefined ? undefined : [entry])
  if (example === undefined) return `see its description in ${file.schemaLabel}`
  const value = shorten(JSON.stringify(example))
  const name = path[path.length - 1]
  return typeof name === "string" ? `"${name}": ${value}` : value
}

function imageHint(path: string, contentDir: string): string {
  const folder = join(contentDir, "images")
  const available = existsSync(folder)
    ? readdirSync(folder).filter((name) => IMAGE_PATH.test(`images/${name}`))
    : []
  const guess = closest(path.replace(/^images\//, ""), available)
  if (guess) return `Did you mean "images/${guess}"?`
  return `Add the image to content/images/ or use one that is there: ${available.join(", ")}.`
}

const shown = (value: Json | undefined) => (value === undefined ? "nothing" : shorten(JSON.stringify(value)))
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text)

function valueAt(data: Json, path: Segment[]): Json | undefined {
  return path.reduce<Json | undefined>((node, segment) => {
    if (Array.isArray(node) && typeof segment === "number") return node[segment]
    if (isObject(node) && typeof segment === "string") return node[segment]
    return undefined
  }, data)
}

function lineOf(file: ContentFile, path: Segment[]): number {
  // A missing field is reported at its parent, the nearest place that exists.
  for (let length = path.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(file.tree, path.slice(0, length))
    if (node) return position(file.text, (node.parent?.type === "property" ? node.parent : node).offset).line
  }
  return 1
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n")
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 }
}

/** "/2/deliverables/0" -> [2, "deliverables", 0] */
function pointerSegments(pointer: string): Segment[] {
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** "The content files need fixing (2 problems):", the first line of every report. */
export function problemsHeading(count: number): string {
  return `The content files need fixing (${count === 1 ? "1 problem" : `${count} problems`}):`
}

/** The problems as the build and `npm run check-content` print them. */
export function problemReport(problems: string[]): string {
  return `${problemsHeading(problems.length)}\n${problems.map((problem) => `- ${problem}`).join("\n")}`
}
