// How the browser editor writes a content file: as Prettier (npm run lint) prints it, with the keys in
// the schema's order, the order the committed files are in, so a save passes `prettier --check` and its
// diff is the lines of the fields that changed. (Decap's own JSON format is JSON.stringify with no
// final newline, which reflows whole files.)
import type { Formatter } from "decap-cms-core"
import prettierConfig from "../../.prettierrc.json"
import {
  CONTENT_FILES,
  schemaReference,
  type ContentFileName,
  type Json,
  type JsonSchema,
} from "../lib/content-schema"
import { inSchemaOrder } from "../lib/schema-key-order"

/** The format for the content files. Decap hands `toFile` the entry's data only, so the file is known
 * by its `$schema`, which every content file has and the editor keeps (a hidden field). */
export function contentJsonFormat(schemas: Record<ContentFileName, JsonSchema>): Formatter {
  const byReference = new Map(CONTENT_FILES.map((name) => [schemaReference(name), schemas[name]]))
  return {
    fromFile: (text: string) => JSON.parse(text) as unknown,
    toFile: (data: object) => {
      const reference = (data as { $schema?: unknown }).$schema
      const schema = typeof reference === "string" ? byReference.get(reference) : undefined
      if (!schema) {
        throw new Error(
          `The file's "$schema" is ${JSON.stringify(reference)}, not one of ${[...byReference.keys()].join(", ")}: put back the one it had.`,
        )
      }
      return prettierJson(inSchemaOrder(schema, schema, data as Json))
    },
  }
}

/** One JSON string, number, boolean or null: what a list Prettier may put on one line holds. */
const SCALAR = String.raw`(?:"(?:[^"\\]|\\.)*"|[^"[\]{},\n]+)`
/** A list of scalars as JSON.stringify opens it: its line, its items on lines of their own, its end. */
const OPEN_LIST = new RegExp(String.raw`^( *)(.*)\[\n((?:\1  ${SCALAR},?\n)+)\1\](,?)$`, "gm")

/** The whole file's text, keys in the order `value` has them, with Prettier's final newline. */
export function prettierJson(value: Json): string {
  // Prettier keeps objects open (the files' objects are) and puts a list of scalars on one line if it fits.
  const text = JSON.stringify(value, null, 2).replace(
    OPEN_LIST,
    (open: string, indent: string, before: string, items: string, after: string) => {
      const listed = items.trim().split(/,?\n */)
      const line = `${indent}${before}[${listed.join(", ")}]${after}`
      return line.length <= prettierConfig.printWidth ? line : open
    },
  )
  return `${text}\n`
}
