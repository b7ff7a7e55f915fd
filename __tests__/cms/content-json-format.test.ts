// A save from the browser editor writes the file as Prettier would, so the diff shows only the change.
import { readFileSync } from "node:fs"
import { join } from "node:path"
// Prettier's browser build: its Node entry needs ES-module support that jest lacks.
import { format } from "prettier/standalone"
import * as babel from "prettier/plugins/babel"
import * as estree from "prettier/plugins/estree"
import { contentJsonFormat } from "../../src/cms/content-json-format"
import { prettierJson } from "../../src/cms/prettier-json"
import type { ContentFileName, JsonSchema } from "../../src/lib/content-schema"
import { readContentSchemas } from "../../src/node/graphql-types"
import { contentFiles } from "../../src/node/content-files"
import prettierConfig from "../../.prettierrc.json"

const contentFormat = contentJsonFormat(
  readContentSchemas(join(__dirname, "../../content")) as Record<ContentFileName, JsonSchema>,
)
const contentDir = join(__dirname, "../../content")
/** Every content file by its path under content/: site.json, projects/artisan-cafe.json, ... */
const paths = contentFiles(contentDir).map(({ path }) => path)
const read = (path: string) => readFileSync(join(contentDir, path), "utf8")
const [aProject] = paths.filter((path) => path.startsWith("projects/"))
const prettier = (data: unknown) =>
  format(JSON.stringify(data), {
    printWidth: prettierConfig.printWidth,
    parser: "json",
    plugins: [babel, estree],
  })

/** The same data with the keys of every object, at every depth, in an order the seed picks. */
function shuffleKeys(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffleKeys(item, random))
  if (value === null || typeof value !== "object") return value
  const entries = Object.entries(value)
  for (let index = entries.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[entries[index], entries[other]] = [entries[other], entries[index]]
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, shuffleKeys(item, random)]))
}

/** A small seeded generator (mulberry32), so a failure names an order that can be replayed. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

/** Every object's keys, depth first: two orders of the same data differ here. */
const keyOrder = (value: unknown): string[] =>
  value === null || typeof value !== "object"
    ? []
    : Object.entries(value).flatMap(([key, item]) => [key, ...keyOrder(item)])

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
    for (const seed of [1, 2, 3, 4, 5]) {
      const shuffled = shuffleKeys(data, seeded(seed)) as object
      expect(keyOrder(shuffled)).not.toEqual(keyOrder(data))
      expect({ seed, text: contentFormat.toFile(shuffled) }).toEqual({ seed, text })
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

  it("puts a short list on one line only while it fits Prettier's width", async () => {
    for (const length of [91, 92, 93, 94]) {
      const data = { a: { list: ["x".repeat(length)], after: 1 } }
      expect(prettierJson(data)).toBe(await prettier(data))
    }
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
