// Markup written into every text of a content folder, for the check that no content field becomes markup
// anywhere the build writes (scripts/test-content-build.mjs). Generic over the content: every JSON file
// under content/ but the schemas, every string in it, each judged by the schema its `$schema` names.
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import { findNodeAtLocation, parseTree } from "jsonc-parser"
import { tsImport } from "tsx/esm/api"

const { schemaAt } = await tsImport("../../src/lib/content-schema.ts", import.meta.url)

/** Calls a function nothing defines: should any of it ever run, the page reports an error. */
export const MARKUP = ["</title><script>markupRan()</script>", '"><svg onload=markupRan()>', "</script>"]
const ALL_MARKUP = MARKUP.join(" ")
/** What only the markup carries, to look for in files that hold no content. */
export const MARKUP_TRACES = ["markupRan", "</script>"]

/** The content files below `contentDir` (its folder's name included, as the build's messages write it). */
const contentFiles = (contentDir) =>
  readdirSync(contentDir, { recursive: true })
    .filter((path) => path.endsWith(".json") && !path.split("/").includes("schemas"))
    .map((path) => ({ path: join(contentDir, path), label: join(basename(contentDir), path) }))

/** Every string in `value` with its path; `$schema` only names the file's schema. */
function* stringLeaves(value, path = []) {
  if (typeof value === "string") yield path
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* stringLeaves(item, [...path, index])
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      if (!key.startsWith("$")) yield* stringLeaves(item, [...path, key])
}

/**
 * The most markup the field's schema lets through as it reads it (length, pattern, choices): all of it
 * after the editor's text (shortened to make room if need be, so entries stay told apart), then one
 * piece at a time, then markup alone. A field that takes none of it gets all of it, for the content
 * check to refuse.
 */
function markedUp(original, schema) {
  const fits = (text) =>
    (schema.maxLength === undefined || text.length <= schema.maxLength) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, "u").test(text)) &&
    (schema.enum === undefined || schema.enum.includes(text))
  const room = (markup) => Math.max(0, (schema.maxLength ?? Infinity) - markup.length - 1)
  const candidates = [ALL_MARKUP, ...MARKUP].flatMap((markup) => [
    `${original} ${markup}`,
    `${original.slice(0, room(markup)).trimEnd()} ${markup}`,
  ])
  return candidates.find(fits) ?? [ALL_MARKUP, ...MARKUP].find(fits) ?? ALL_MARKUP
}

const getAt = (data, path) => path.reduce((node, segment) => node[segment], data)
const setAt = (data, path, value) => (getAt(data, path.slice(0, -1))[path.at(-1)] = value)

/**
 * Writes markup into every string of every content file below `contentDir`; returns one entry per
 * string: `{ label, line, path, original }` (`label` the file as content/..., `line` where the string
 * now is). `restore(fields)` puts those fields back as they were.
 */
export function writeMarkupIntoContent(contentDir) {
  const files = contentFiles(contentDir).map((file) => {
    const data = JSON.parse(readFileSync(file.path, "utf8"))
    if (typeof data.$schema !== "string") throw new Error(`${file.label} names no $schema`)
    const schema = JSON.parse(readFileSync(join(dirname(file.path), data.$schema), "utf8"))
    const fields = [...stringLeaves(data)].map((path) => {
      const original = getAt(data, path)
      setAt(data, path, markedUp(original, schemaAt(schema, path)))
      return { label: file.label, path, original }
    })
    return { ...file, data, fields }
  })
  const write = (file) => {
    const text = `${JSON.stringify(file.data, null, 2)}\n`
    writeFileSync(file.path, text)
    const tree = parseTree(text)
    for (const field of file.fields)
      field.line = text.slice(0, findNodeAtLocation(tree, field.path).offset).split("\n").length
  }
  files.forEach(write)
  const restore = (fields) => {
    for (const file of files) {
      const back = file.fields.filter((field) => fields.includes(field))
      for (const field of back) setAt(file.data, field.path, field.original)
      if (back.length > 0) write(file)
    }
  }
  return { fields: files.flatMap((file) => file.fields), restore }
}
