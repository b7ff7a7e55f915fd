// Lighthouse CI's server (lighthouserc.cjs's startServerCommand): the build in public/ and the stock
// Gatsby page beside it, each served by Cloudflare's local runtime as the host serves public/, on the
// ports the config's URLs name. Prints "servers ready" once both answer; stops both on SIGTERM.
import { existsSync } from "node:fs"
import { join } from "node:path"
import { PRODUCTION_BUILD_MARKER } from "../../src/node/production-build.ts"
import { startPagesDev } from "../lib/pages-dev.mjs"
import { ROOT, stopAllOnSignals } from "../lib/processes.mjs"

const stockPublic = join(ROOT, "scripts/bench/stock-gatsby/public")
if (!existsSync(join(ROOT, PRODUCTION_BUILD_MARKER)) || !existsSync(join(stockPublic, "index.html"))) {
  console.error("Build first: LOCAL_PREVIEW=1 npm run build (npm run bench:lighthouse builds the stock page)")
  process.exit(1)
}
stopAllOnSignals()
await startPagesDev({ dir: join(ROOT, "public"), port: 9310 })
await startPagesDev({ dir: stockPublic, port: 9311 })
console.log("servers ready")
