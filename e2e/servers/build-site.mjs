// The production build the browser suite serves, run by playwright.config.ts before `scripts/serve.mjs`,
// or ahead of the suite by `npm run build:e2e` (npm test): the form calls the suite's own function,
// then the build check runs. Skipped when the run reuses an earlier suite build (E2E_REUSE_BUILD=1, see
// e2e/stack.ts).
import { mustRun, stopAllOnSignals } from "../../scripts/lib/processes.mjs"
import { stack } from "../stack.ts"
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
  // The build check (pages, scripts, HTML validity, URLs, headers) on the very build the suite serves.
  await mustRun("node", ["--import", "tsx", "--test", "scripts/check-build.mjs"])
}
