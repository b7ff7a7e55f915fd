// How the browser editor writes a content file: Prettier's JSON with the keys in the schema's order,
// the order the committed files are in, so a save's diff is the lines of the fields that changed.
import type { Formatter } from "decap-cms-core"
import {
  CONTENT_FILES,
  schemaReference,
  type ContentFileName,
  type Json,
  type JsonSchema,
} from "../lib/content-schema"
import { inSchemaOrder } from "../lib/schema-key-order"
import { prettierJson } from "./prettier-json"

/**
 * The format for the content files. Decap hands `toFile` the entry's data only, so the file is known
 * by its `$schema`, which every content file has and the editor keeps (a hidden field).
 */
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
