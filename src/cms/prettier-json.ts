// JSON printed the way Prettier (npm run lint) prints it, so a file the editor writes passes
// `prettier --check` and differs from the committed one only where a value changed. Decap's own JSON
// format is JSON.stringify with no final newline, which reflows whole files.
import prettierConfig from "../../.prettierrc.json"
import type { Json } from "../lib/content-schema"

/** One JSON string, number, boolean or null: what a list Prettier may put on one line holds. */
const SCALAR = String.raw`(?:"(?:[^"\\]|\\.)*"|[^"[\]{},\n]+)`
/** A list of scalars as JSON.stringify opens it: its line, its items on lines of their own, its end. */
const OPEN_LIST = new RegExp(String.raw`^( *)(.*)\[\n((?:\1  ${SCALAR},?\n)+)\1\](,?)$`, "gm")

/** The whole file's text, keys in the order `value` has them, with Prettier's final newline. */
export function prettierJson(value: Json): string {
  // Prettier keeps objects open (the files' objects are) and puts a list of scalars on one line when
  // it fits.
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
