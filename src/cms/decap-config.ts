// The browser editor's collections, generated from content/schemas/ like the GraphQL types, so an
// editor is held to the build's rules (the build's check still runs on every save for what Decap
// cannot check, such as unique ids and text lengths).
import type { CmsBackend, CmsCollection, CmsCollectionFile, CmsConfig, CmsField } from "decap-cms-core"
import {
  CONTENT_FILES,
  IMAGES_FOLDER,
  IMAGE_FORMAT,
  contentProperties,
  isCollection,
  resolve,
  schemaReference,
  type CollectionName,
  type ContentFileName,
  type JsonSchema,
} from "../lib/content-schema"

/** The custom Decap format that writes files the way Prettier does (content-json-format.ts). */
export const CONTENT_FORMAT = "content-json"
/** An image field's folders, from which Decap lists a new entry's choices (else from a media library it
 * has not loaded yet: none); absolute, since a field's own folder is otherwise beside its entry. */
const IMAGE_FOLDERS = { media_folder: `/content/${IMAGES_FOLDER}`, public_folder: IMAGES_FOLDER }
/** Text allowed to be longer than this gets a multi-line box. */
const MULTILINE_ABOVE = 100

/** "imageAlt" -> "Image alt", for fields whose schema has no title. */
const humanise = (name: string) => capitalise(name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase())

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** One field of the editor for one schema property. */
export function fieldFor(root: JsonSchema, name: string, property: JsonSchema, required: boolean): CmsField {
  const schema = resolve(root, property)
  const base = {
    name,
    label: schema.title ?? humanise(name),
    required,
    // Only a description written for this field: the shared "text" definition's would say nothing.
    ...(property.description ? { hint: property.description } : {}),
  }
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.map(String) }
  switch (schema.type) {
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
        ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
      } as CmsField
    case "boolean":
      return { ...base, widget: "boolean" }
    case "object":
      return { ...base, widget: "object", collapsed: true, fields: fieldsFor(root, schema) }
    case "array":
      return listField(root, base, schema)
    case "string": {
      if (schema.format === IMAGE_FORMAT)
        return { ...base, widget: "image", choose_url: false, ...IMAGE_FOLDERS }
      // The schemas' sentences continue a field's name: "must be ..." -> "Must be ...".
      const message = capitalise(schema.patternErrorMessage ?? `must match ${String(schema.pattern)}`)
      const widget = (schema.maxLength ?? 0) > MULTILINE_ABOVE ? "text" : "string"
      const pattern = schema.pattern ? { pattern: [schema.pattern, message] } : {}
      return { ...base, widget, ...pattern } as CmsField
    }
    default:
      throw new Error(`${name}: the editor has no field for the schema type "${String(schema.type)}"`)
  }
}

function listField(root: JsonSchema, base: Omit<CmsField, "widget">, schema: JsonSchema): CmsField {
  const items = resolve(root, schema.items ?? {})
  const list = {
    ...base,
    widget: "list",
    ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
    ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
  }
  if (items.type === "object") {
    const titled = contentProperties(items).some(([name]) => name === "title")
    return {
      ...list,
      ...(items.title ? { label_singular: items.title.toLowerCase() } : {}),
      ...(titled ? { summary: "{{fields.title}}" } : {}),
      fields: fieldsFor(root, items),
    } as CmsField
  }
  // A list of plain values keeps its values plain (["a", "b"]), not wrapped in objects.
  const item = fieldFor(root, "item", items, true)
  return { ...list, field: { ...item, label: items.title ?? base.label } } as CmsField
}

function fieldsFor(root: JsonSchema, schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? [])
  return contentProperties(schema).map(([name, property]) =>
    fieldFor(root, name, property, required.has(name)),
  )
}

/** A file's fields: its schema's, after its `$schema`, kept as it is (a hidden field). */
function fileFields(name: ContentFileName, schema: JsonSchema): CmsField[] {
  return [
    { name: "$schema", label: "Schema", widget: "hidden", default: schemaReference(name) } as CmsField,
    ...fieldsFor(schema, schema),
  ]
}

/** One file of the "content" collection: the whole content/<name>.json. */
function fileFor(name: ContentFileName, schema: JsonSchema): CmsCollectionFile {
  return {
    name,
    label: schema.title ?? humanise(name),
    file: `content/${name}.json`,
    ...(schema.description ? { description: schema.description } : {}),
    fields: fileFields(name, schema),
  }
}

/** A collection's folder, content/<name>/: one entry (one workflow card, branch and pull request) per
 * file, sorted and grouped as its schema's `collection` says. */
function folderFor(name: CollectionName, schema: JsonSchema): CmsCollection {
  const listing = schema.collection
  if (!listing)
    throw new Error(`content/schemas/${name}.schema.json: a collection's schema needs "collection"`)
  return {
    name,
    label: listing.title,
    label_singular: schema.title ?? humanise(name),
    ...(schema.description ? { description: schema.description } : {}),
    folder: `content/${name}`,
    // Deleting, and naming an entry and its card after its title, are Decap's defaults.
    create: true,
    format: CONTENT_FORMAT,
    sortable_fields: listing.sortBy,
    ...(listing.groupBy ? { view_groups: [listing.groupBy] } : {}),
    fields: fileFields(name, schema),
  } as CmsCollection
}

export interface EditorOptions {
  /** Decap's GitHub backend reads preview_context (implementation.js), which its types leave out. */
  backend: CmsBackend & { preview_context?: string }
  /** Decap's local proxy (decap-server) while developing; never set in a production build. */
  localBackendUrl?: string
}

export function decapConfig(
  schemas: Record<ContentFileName, JsonSchema>,
  { backend, localBackendUrl }: EditorOptions,
): CmsConfig {
  return {
    load_config_file: false,
    backend,
    // Every save is a branch (on GitHub, a pull request); nothing is live until "Publish" merges it.
    publish_mode: "editorial_workflow",
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    // Image fields hold paths relative to content/ ("images/cafe.jpg"); uploads land beside them.
    media_folder: `content/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    // A new entry's file is named after its title as the build requires: "Café & Co" -> cafe-co.json.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "content",
        label: "Content",
        format: CONTENT_FORMAT,
        files: CONTENT_FILES.filter((name) => !isCollection(name)).map((name) =>
          fileFor(name, schemas[name]),
        ),
      },
      ...CONTENT_FILES.filter(isCollection).map((name) => folderFor(name, schemas[name])),
    ],
  } as CmsConfig
}
