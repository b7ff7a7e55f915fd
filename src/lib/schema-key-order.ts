// One order for the keys of a content file: its schema's property order, at every depth. The
// committed files are written in it and the editor writes it, so a save changes only the lines of
// the values that changed, whatever order the data arrived in (Decap's Immutable.js maps hash
// objects of more than eight keys and hand them over shuffled).
import { resolve, type Json, type JsonSchema } from "./content-schema"

/** `value` with every object's keys in `schema`'s property order; keys it does not name go last. */
export function inSchemaOrder(root: JsonSchema, schema: JsonSchema, value: Json): Json {
  const resolved = resolve(root, schema)
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(root, resolved.items ?? {}, item))
  if (value === null || typeof value !== "object") return value
  const properties = resolved.properties ?? {}
  const named = Object.keys(properties).filter((key) => Object.hasOwn(value, key))
  const others = Object.keys(value).filter((key) => !Object.hasOwn(properties, key))
  return Object.fromEntries(
    [...named, ...others].map((key) => [key, inSchemaOrder(root, properties[key] ?? {}, value[key])]),
  )
}
