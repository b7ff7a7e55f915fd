// JSON printed the way Prettier (npm run lint) prints it, so a file the editor writes passes
// `prettier --check` and differs from the committed one only where a value changed. Decap's own JSON
// format is JSON.stringify with no final newline, which reflows whole files.
import prettierConfig from "../../.prettierrc.json"
import type { Json } from "../lib/content-schema"

const INDENT = "  "

/** The whole file's text, keys in the order `value` has them, with Prettier's final newline. */
export function prettierJson(value: Json): string {
  return `${print(value, "", 0, 0)}\n`
}

/** Prettier keeps objects open (the files' objects are), and puts a list on one line when it fits. */
function print(value: Json, indent: string, prefixWidth: number, suffixWidth: number): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    const flat = value.every((item) => item === null || typeof item !== "object")
    if (flat) {
      const line = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`
      if (prefixWidth + line.length + suffixWidth <= prettierConfig.printWidth) return line
    }
    return block(
      "[",
      "]",
      value.map((item, index) => ({ prefix: "", item, last: index === value.length - 1 })),
      indent,
    )
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
    if (entries.length === 0) return "{}"
    return block(
      "{",
      "}",
      entries.map(([key, item], index) => ({
        prefix: `${JSON.stringify(key)}: `,
        item,
        last: index === entries.length - 1,
      })),
      indent,
    )
  }
  return JSON.stringify(value)
}

function block(
  open: string,
  close: string,
  lines: Array<{ prefix: string; item: Json; last: boolean }>,
  indent: string,
): string {
  const inner = indent + INDENT
  const body = lines.map(({ prefix, item, last }) => {
    const comma = last ? "" : ","
    return `${inner}${prefix}${print(item, inner, inner.length + prefix.length, comma.length)}${comma}`
  })
  return `${open}\n${body.join("\n")}\n${indent}${close}`
}
