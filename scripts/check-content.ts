// `npm run check-content`: the same check that starts every build, on its own, for editors.
import { join } from "node:path"
import { problemReport, validateContent } from "../src/node/validate-content"
import { entrySlugs } from "../src/node/content-files"
import { CONTENT_FILES, isCollection, type CollectionName } from "../src/lib/content-schema"

const started = performance.now()
const contentDir = join(__dirname, "..", "content")
const problems = validateContent(contentDir)
const took = Math.round(performance.now() - started)

if (problems.length > 0) {
  console.error(problemReport(problems))
  process.exitCode = 1
} else {
  const collection = (name: CollectionName) =>
    `content/${name}/ (${entrySlugs(contentDir, name).length} files)`
  const files = CONTENT_FILES.map((name) => (isCollection(name) ? collection(name) : `content/${name}.json`))
  console.log(`Content is valid: ${files.join(", ")} (${took} ms)`)
}
