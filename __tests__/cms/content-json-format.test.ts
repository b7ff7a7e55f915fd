// A save from the browser editor writes the file as Prettier would, so the diff shows only the change.
import { readFileSync } from "node:fs"
import { join } from "node:path"
// Prettier's browser build: its Node entry needs ES-module support that jest lacks.
import { format } from "prettier/standalone"
import * as babel from "prettier/plugins/babel"
import * as estree from "prettier/plugins/estree"
import { contentJsonFormat, prettierJson } from "../../src/cms/content-json-format"
import { contentFiles, readContentSchemas } from "../../src/node/content-files"
import prettierConfig from "../../.prettierrc.json"

const contentFormat = contentJsonFormat(readContentSchemas(join(__dirname, "../../content")))
const contentDir = join(__dirname, "../../content")
/** Every content file by its path under content/: site.json, projects/artisan-cafe.json, ... */
const paths = contentFiles(contentDir).map(({ path }) => path)
const read = (path: string) => readFileSync(join(contentDir, path), "utf8")
const [aProject] = paths.filter((path) => path.startsWith("projects/"))
const prettier = (data: unknown) =>
  format(JSON.stringify(data, null, 2), {
    printWidth: prettierConfig.printWidth,
    parser: "json",
    plugins: [babel, estree],
  })

/** The same data with the keys of every object, at every depth, put in the order `reorder` gives. */
function reorderKeys(value: unknown, reorder: (keys: string[]) => string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => reorderKeys(item, reorder))
  if (value === null || typeof value !== "object") return value
  const object = value as Record<string, unknown>
  return Object.fromEntries(
    reorder(Object.keys(object)).map((key) => [key, reorderKeys(object[key], reorder)]),
  )
}

describe("the editor's JSON format", () => {
  it.each(paths)("writes content/%s back byte for byte, $schema first", (name) => {
    const text = read(name)
    expect(contentFormat.toFile(contentFormat.fromFile(text) as object)).toBe(text)
  })

  // Decap hands the entry over in the order of its Immutable.js maps, which hash objects of more
  // than eight keys: a save must not turn that order into a diff of every line.
  it.each(paths)("writes content/%s byte for byte whatever order its keys arrive in", (name) => {
    const text = read(name)
    const data = contentFormat.fromFile(text)
    const reversed = (keys: string[]) => keys.reverse()
    const rotated = (keys: string[]) => [...keys.slice(1), ...keys.slice(0, 1)]
    for (const reorder of [reversed, rotated]) {
      const reordered = reorderKeys(data, reorder) as object
      expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(data))
      expect(contentFormat.toFile(reordered)).toBe(text)
    }
  })

  it("matches Prettier after edits that change line breaks", async () => {
    const project = contentFormat.fromFile(read(aProject)) as Record<string, unknown>
    project.title = "A much longer title ".repeat(6)
    for (const deliverables of [["One", "Two"], ["x".repeat(80), "y".repeat(20)], []]) {
      const data = { ...project, deliverables }
      expect(contentFormat.toFile(data)).toBe(await prettier(data))
    }
  })

  it("puts a short list of plain values on one line only while it fits Prettier's width", async () => {
    for (const length of [91, 92, 93, 94]) {
      const data = { a: { list: ["x".repeat(length)], after: 1 } }
      expect(prettierJson(data)).toBe(await prettier(data))
    }
    // Strings that look like list syntax.
    const data = { tricky: ['a, "b" [c]', "{d},\\", 'e\n  "f",', 1.5, null] }
    expect(prettierJson(data)).toBe(await prettier(data))
  })

  it("refuses to write a file whose $schema names no content schema, since it cannot order its keys", () => {
    const data = {
      ...(contentFormat.fromFile(read("process.json")) as object),
      $schema: "./schemas/steps.schema.json",
    }
    expect(() => contentFormat.toFile(data)).toThrow(
      'The file\'s "$schema" is "./schemas/steps.schema.json", not one of ./schemas/site.schema.json,',
    )
  })
})
