// npm run size: non-blank lines of the tracked code (docs: Markdown) in each part of the project,
// against the size the team holds each part to.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"

const parts = [
  ["product", 6000, /^(src\/|gatsby-|supabase\/(functions\/(?!tests\/)|migrations\/)).*\.(tsx?|m?js|sql)$/],
  ["tests", 5500, /^(__tests__|e2e|supabase\/functions\/tests)\/.*\.(tsx?|m?js|sql)$/],
  ["tooling", 2500, /^(scripts|tools|\.ci)\/.*\.(tsx?|m?js|sql)$/],
  ["docs", 1000, /^docs\/[^/]+\.md$/],
]
const generated = new Set(["src/gatsby-types.d.ts"])

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0")
const lines = (file) => readFileSync(file, "utf8").match(/^.*\S.*$/gm)?.length ?? 0

console.table(
  parts.map(([part, target, pattern]) => {
    const count = files
      .filter((file) => pattern.test(file) && !generated.has(file))
      .reduce((sum, file) => sum + lines(file), 0)
    return { part, lines: count, target, met: count <= target }
  }),
)
