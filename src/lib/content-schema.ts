// The content model: content/schemas/*.schema.json describe each content file once; the content
// check, the GraphQL types and the editor's fields are all read from them with these helpers.

/**
 * Each kind of content, in the editor's order. A collection is a folder with one file per entry
 * (contentPath), so an editor's change to one entry is a change to one file.
 */
export const CONTENT_FILES = ["site", "services", "projects", "process", "privacy"] as const
export type ContentFileName = (typeof CONTENT_FILES)[number]
export const COLLECTIONS = ["services", "projects"] as const satisfies readonly ContentFileName[]
export type CollectionName = (typeof COLLECTIONS)[number]

export const isCollection = (name: string): name is CollectionName =>
  (COLLECTIONS as readonly string[]).includes(name)

/** What a content file's `$schema` holds: its schema's path relative to the file. */
export const schemaReference = (name: ContentFileName) =>
  isCollection(name) ? `../schemas/${name}.schema.json` : `./schemas/${name}.schema.json`

/** The path of a content file under content/: site.json, or projects/<slug>.json for an entry. */
export const contentPath = (name: ContentFileName, slug?: string) =>
  isCollection(name) ? `${name}/${slug ?? ""}.json` : `${name}.json`

/** An entry's slug, its file's name, as the editor names a new entry after its title. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** The parts of JSON Schema (draft 2020-12) the content schemas use, plus our own keywords. */
export interface JsonSchema {
  $ref?: string
  $defs?: Record<string, JsonSchema>
  type?: string
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: Json[]
  examples?: Json[]
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  /** Ours: the sentence an editor reads when `pattern` fails. */
  patternErrorMessage?: string
  /** Ours: the sentence an editor reads when `contains` fails. */
  containsErrorMessage?: string
  /** Ours: no two entries of the list may share this field's value. */
  uniqueBy?: string
  /** Ours: the GraphQL type's name where the default (parent type + field name) would differ. */
  graphqlType?: string
  /** Ours, on a collection's schema: the editor's name for it, the fields its list sorts by, a grouping. */
  collection?: {
    title: string
    sortBy: string[]
    groupBy?: { label: string; field: string; pattern: string }
  }
}

/** A string field holding the path of a picture in content/images/, relative to content/. */
export const IMAGE_FORMAT = "content-image"
export const IMAGES_FOLDER = "images"

/** The schema behind a local `$ref` ("#/$defs/text"); notes written beside the `$ref` win. */
export function resolve(root: JsonSchema, schema: JsonSchema): JsonSchema {
  if (!schema.$ref?.startsWith("#/")) return schema
  const target = schema.$ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as JsonSchema
  const { $ref: _ref, ...notes } = schema
  return { ...resolve(root, target), ...notes }
}

/** The schema of the value at `path` in a file whose schema is `root`; {} where it says nothing. */
export function schemaAt(root: JsonSchema, path: Array<string | number>): JsonSchema {
  return path.reduce<JsonSchema>(
    (schema, segment) => {
      const next = typeof segment === "number" ? schema.items : schema.properties?.[segment]
      return next ? resolve(root, next) : {}
    },
    resolve(root, root),
  )
}

/** The fields of an object schema that hold content (`$schema` only names the file's schema). */
export function contentProperties(schema: JsonSchema): Array<[string, JsonSchema]> {
  return Object.entries(schema.properties ?? {}).filter(([name]) => !name.startsWith("$"))
}

/** "servicesSection" -> "ServicesSection", "process step" -> "ProcessStep" */
export function pascalCase(name: string): string {
  return name.replace(/(^|[-_\s]+)(\w)/g, (_match, _separator: string, letter: string) =>
    letter.toUpperCase(),
  )
}
