// The GraphQL types of the content, derived from content/schemas/ so a field added to a schema is
// queryable with no other change. Types are declared (@dontInfer), not inferred from the data, so a
// missing field fails the build by name instead of silently disappearing from a page. Names: as
// gatsby-transformer-json names its nodes (site.json -> SiteJson, content/projects/* -> ProjectsJson),
// a nested type after its parent and field (docs/editing-content.md, "For developers").
import {
  IMAGE_FORMAT,
  contentProperties,
  isCollection,
  pascalCase,
  resolve,
  type JsonSchema,
} from "../lib/content-schema"

const SCALARS: Record<string, string> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
}

export function contentTypeDefs(schemas: Record<string, JsonSchema>): string {
  const objects = new Map<string, string>()
  // Enums of one name share their values.
  const enums = new Map<string, { description?: string; values: Set<string> }>()
  // The schema of the file being walked, which its $refs point into.
  let root: JsonSchema = {}

  /** `prefix` starts nested types' names (SiteJson's hero: SiteHero); `extra` are fields the schema lacks. */
  function object(schema: JsonSchema, name: string, heading: string, prefix = name, extra: string[] = []) {
    if (objects.has(name)) return
    objects.set(name, "") // reserved: a type may refer to itself or be reached twice
    const required = new Set(schema.required ?? [])
    const fields = contentProperties(schema).map(([field, property]) => {
      const type = fieldType(resolve(root, property), `${prefix}${pascalCase(field)}`)
      const bang = required.has(field) ? "!" : ""
      return `${describe(property.description, "  ")}  ${field}: ${type.name}${bang}${type.directive}`
    })
    if (fields.length === 0) throw new Error(`${name}: an object in the content schemas needs properties`)
    objects.set(
      name,
      `${describe(schema.description, "")}${heading} {\n${[...extra, ...fields].join("\n")}\n}`,
    )
  }

  /** The field's GraphQL type; objects and enums it needs are collected on the way. */
  function fieldType(schema: JsonSchema, defaultName: string): { name: string; directive: string } {
    const name = schema.graphqlType ?? defaultName
    if (schema.enum) {
      const known = enums.get(name) ?? { description: schema.description, values: new Set<string>() }
      for (const value of schema.enum) known.values.add(String(value))
      enums.set(name, known)
      return { name, directive: "" }
    }
    if (schema.type === "array" && schema.items) {
      const item = fieldType(resolve(root, schema.items), schema.graphqlType ?? `${defaultName}Item`)
      return { name: `[${item.name}!]`, directive: "" }
    }
    if (schema.type === "object") {
      object(schema, name, `type ${name}`)
      return { name, directive: "" }
    }
    // Paths are relative to content/, wherever the file naming them sits.
    if (schema.type === "string" && schema.format === IMAGE_FORMAT)
      return { name: "File", directive: ' @link(by: "relativePath")' }
    const scalar = schema.type ? SCALARS[schema.type] : undefined
    if (!scalar)
      throw new Error(`${defaultName}: no GraphQL type for the schema type "${String(schema.type)}"`)
    return { name: scalar, directive: "" }
  }

  for (const [file, schema] of Object.entries(schemas)) {
    const name = `${pascalCase(file)}Json`
    const extra = isCollection(file) ? [SLUG_FIELD] : []
    root = schema
    object(schema, name, `type ${name} implements Node @dontInfer`, pascalCase(file), extra)
  }
  const enumTypes = [...enums].map(
    ([name, { description, values }]) =>
      `${describe(description, "")}enum ${name} {\n${[...values].map((value) => `  ${value}`).join("\n")}\n}`,
  )
  return [...objects.values(), ...enumTypes].join("\n\n")
}

/** A GraphQL description line; JSON's string escapes are GraphQL's. */
function describe(text: string | undefined, indent: string): string {
  return text ? `${indent}${JSON.stringify(text)}\n` : ""
}

/** The field gatsby-node.ts gives every entry of a collection: its file's name. */
const SLUG_FIELD = `${describe("The entry's file name in its folder, without .json: its id in the page.", "  ")}  slug: String!`
