// The docs say exactly what the build makes of a picture: the formats the pages' image queries ask
// gatsby-plugin-image for, so a changed query with unchanged docs (or the reverse) fails here.
import { readFileSync } from "node:fs"
import { join } from "node:path"

const read = (path: string) => readFileSync(join(__dirname, "..", "..", path), "utf8")

// AUTO is the original's own format: JPEG for a photo exported as the docs ask.
const NAMES: Record<string, string> = { AVIF: "AVIF", WEBP: "WebP", AUTO: "JPEG" }

/** Every format a source file's image queries ask for, in words and a fixed order: "WebP and JPEG". */
function formatsIn(path: string): string {
  const asked = new Set(
    [...read(path).matchAll(/formats: \[([^\]]*)\]/g)].flatMap(([, list]) =>
      list.split(",").map((format) => format.trim()),
    ),
  )
  const words = Object.keys(NAMES)
    .filter((format) => asked.has(format))
    .map((format) => NAMES[format])
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}` : words.join("")
}

describe("the docs on images", () => {
  const projects = `${formatsIn("src/pages/portfolio.tsx")} for project pictures`
  const hero = `${formatsIn("src/components/hero.tsx")} for the hero`

  it.each(["docs/editing-content.md", "docs/architecture.md"])(
    "%s names the formats the build makes of project pictures and of the hero",
    (doc) => {
      const text = read(doc).replace(/\s+/g, " ")
      expect(text).toContain(projects)
      expect(text).toContain(hero)
    },
  )
})
