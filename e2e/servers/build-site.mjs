// The production build the browser suite serves, run by playwright.config.ts before `scripts/serve.mjs`,
// or ahead of the suite by `npm run build:e2e` (npm test): the form calls the suite's own function,
// then the build check runs. Skipped when the run reuses an earlier suite build (E2E_REUSE_BUILD=1, see
// e2e/stack.ts).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { mustRun, stopAllOnSignals } from "../../scripts/lib/processes.mjs"
import { ROOT, stack } from "../stack.ts"
import suiteBuild from "./suite-build.json" with { type: "json" }

stopAllOnSignals()

if (stack.reuseBuild) {
  console.log(`Reusing the production site in public/ (its function port ${stack.functionPort})`)
} else {
  if (process.env.E2E_REUSE_BUILD)
    console.log(
      "E2E_REUSE_BUILD: public/ is not a suite build, or its function's port is taken; building once",
    )
  await mustRun("gatsby", ["build"], { env: { ...suiteBuild, GATSBY_SUPABASE_URL: stack.functionBase } })
  // Its types of the schema, written apart (TYPES_OUTPUT) for typecheck beside it, are the committed ones.
  const types = (path) => readFileSync(join(ROOT, path), "utf8")
  if (types(suiteBuild.TYPES_OUTPUT) !== types("src/gatsby-types.d.ts"))
    throw new Error("src/gatsby-types.d.ts is not the schema's: commit what `npm run build` writes there")
  // The build check (pages, scripts, HTML validity, URLs, headers) on the very build the suite serves.
  await mustRun("node", ["--import", "tsx", "--test", "scripts/check-build.mjs"])
}
