// A save from the browser editor writes the file as Prettier would, so the diff shows only the change.
import { readFileSync } from "node:fs"
import { join } from "node:path"
// Prettier's browser build: its Node entry needs ES-module support that jest lacks.
import { format } from "prettier/standalone"
import * as babel from "prettier/plugins/babel"
import * as estree from "prettier/plugins/estree"
import { contentJsonFormat } from "../../src/cms/content-json-format"
import { CONTENT_FILES } from "../../src/lib/content-schema"
import prettierConfig from "../../.prettierrc.json"

const read = (name: string) => readFileSync(join(__dirname, "../../content", `${name}.json`), "utf8")
const prettier = (data: unknown) =>
  format(JSON.stringify(data), {
    printWidth: prettierConfig.printWidth,
    parser: "json",
    plugins: [babel, estree],
  })

describe("the editor's JSON format", () => {
  it.each(CONTENT_FILES)("writes content/%s.json back byte for byte, $schema first", (name) => {
    const text = read(name)
    expect(contentJsonFormat.toFile(contentJsonFormat.fromFile(text) as object)).toBe(text)
  })

  it("matches Prettier after edits that change line breaks", async () => {
    const data = contentJsonFormat.fromFile(read("projects")) as { projects: Array<Record<string, unknown>> }
    data.projects[0].title = "A much longer title ".repeat(6)
    data.projects[1].deliverables = ["One", "Two"]
    data.projects[2].deliverables = ["x".repeat(80), "y".repeat(20)]
    data.projects.push({ ...data.projects[0], id: "copy", deliverables: [] })
    expect(contentJsonFormat.toFile(data)).toBe(await prettier(data))
  })

  it("puts a short list on one line only while it fits Prettier's width", async () => {
    for (const length of [91, 92, 93, 94]) {
      const data = { a: { list: ["x".repeat(length)], after: 1 } }
      expect(contentJsonFormat.toFile(data)).toBe(await prettier(data))
    }
  })
})
