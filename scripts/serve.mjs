// `npm run serve`: the production build in public/ on Cloudflare's own local runtime, refusing a public/
// that `gatsby develop` has written into since. --quiet leaves out wrangler's line per request.
//   node --import tsx scripts/serve.mjs [--port 9000] [--quiet]
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { stripVTControlCharacters } from "node:util"
import { PRODUCTION_BUILD_MARKER } from "../src/node/production-build.ts"
import { PAGES_DEV_ENV, pagesDevArgs } from "./lib/pages-dev.mjs"
import { ROOT } from "./lib/processes.mjs"

const portIndex = process.argv.indexOf("--port")
const port = portIndex > -1 ? Number(process.argv[portIndex + 1]) : 9000
const quiet = process.argv.includes("--quiet") ? ["--log-level", "warn"] : []

if (!existsSync(join(ROOT, PRODUCTION_BUILD_MARKER))) {
  console.error(
    "Not serving public/: it was last written by `npm start` (gatsby develop), not a production build, " +
      "or it was never built. Develop replaces the editor's cms.js with its development build and rewrites " +
      "the icons and og-image.jpg there, so what would be served is not what a deploy publishes. Run " +
      "`npm run build` (with the production values) or `LOCAL_PREVIEW=1 npm run build` first.",
  )
  process.exit(1)
}

Object.assign(process.env, PAGES_DEV_ENV)
const args = [...(await pagesDevArgs(join(ROOT, "public"), port)), ...quiet]
const bin = join(ROOT, "node_modules/.bin/wrangler")
const wrangler = spawn(bin, args, { cwd: ROOT, stdio: ["inherit", "pipe", "pipe"] })
// Offline, wrangler cannot fetch the request's `cf` object and says so with a stack trace on each
// start; a placeholder is used instead, which changes nothing for a static site.
function withoutCfWarning(from, to) {
  let inWarning = false
  from.setEncoding("utf8").on("data", (chunk) => {
    for (const line of chunk.split(/(?<=\n)/)) {
      const text = stripVTControlCharacters(line)
      if (/Unable to fetch the `Request\.cf` object/.test(text)) inWarning = true
      else if (inWarning && !/^(Error: getaddrinfo|\s+at )/.test(text)) inWarning = false
      if (!inWarning) to.write(line)
    }
  })
}
withoutCfWarning(wrangler.stdout, process.stdout)
withoutCfWarning(wrangler.stderr, process.stderr)
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => wrangler.kill(signal))
wrangler.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
