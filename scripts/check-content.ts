// `npm run check-content`: the same check that starts every build, on its own, for editors.
import { join } from "node:path"
import { CONTENT_FILES, problemReport, validateContent } from "../src/node/validate-content"

const started = performance.now()
const problems = validateContent(join(__dirname, "..", "content"))
const took = Math.round(performance.now() - started)

if (problems.length > 0) {
  console.error(problemReport(problems))
  process.exitCode = 1
} else {
  console.log(
    `Content is valid: ${CONTENT_FILES.map((name) => `content/${name}.json`).join(", ")} (${took} ms)`,
  )
}
