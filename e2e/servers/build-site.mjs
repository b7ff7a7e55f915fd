// The browser suite's production build (before `scripts/serve.mjs`, or by `npm run build:e2e`), its form
// calling the suite's function, and its checks; skipped when a run reuses one (E2E_REUSE_BUILD=1, stack.ts).
import { readFileSync } from "node:fs"
import { mustRun, stopAllOnSignals } from "../../scripts/lib/processes.mjs"
import { ROOT, stack } from "../stack.ts"
import suiteBuild from "./suite-build.json" with { type: "json" }

stopAllOnSignals()

if (stack.reuseBuild) {
  console.log(`Reusing the production site in public/ (its function port ${stack.functionPort})`)
} else {
  if (process.env.E2E_REUSE_BUILD) console.log("E2E_REUSE_BUILD: no suite build with its port free; building")
  await mustRun("gatsby", ["build"], { env: { ...suiteBuild, GATSBY_SUPABASE_URL: stack.functionBase } })
  // Its types of the schema, written apart (TYPES_OUTPUT) for typecheck beside it, are the committed ones.
  const types = (path) => readFileSync(`${ROOT}/${path}`, "utf8")
  if (types(suiteBuild.TYPES_OUTPUT) !== types("src/gatsby-types.d.ts"))
    throw new Error("src/gatsby-types.d.ts is not the schema's: commit what `npm run build` writes there")
  // The build check (pages, scripts, HTML validity, URLs, headers) on the very build the suite serves.
  await mustRun("node", ["--import", "tsx", "--test", "scripts/check-build.mjs"])
}
