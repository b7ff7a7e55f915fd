// Cloudflare's own local runtime for Pages (`wrangler pages dev`, workerd) serving a folder the way
// the live site serves public/: its _headers with their `!` detach rules, the trailing-slash
// redirects, the 404 page, compression. `npm run serve`, the browser suite, the built-site checks and
// the bench all ask it, so they see the host's behaviour rather than our reading of its documentation.
import { join } from "node:path"
import { freePort } from "./free-port.mjs"
import { ROOT, startServer } from "./processes.mjs"

// Pinned so a newer wrangler cannot change the runtime's behaviour under the tests.
const COMPATIBILITY_DATE = "2026-11-01"

/** wrangler's arguments for serving `dir` on 127.0.0.1:`port`, offline and without prompts. */
export async function pagesDevArgs(dir, port) {
  // Its own inspector port and state folder, so two servers (the suite's and `npm run serve`, or the
  // bench's two) never clash on 9229 or lock each other's SQLite cache.
  const state = join(ROOT, ".wrangler/pages-dev", String(port))
  const options = `--ip 127.0.0.1 --port ${port} --inspector-port ${await freePort()}`
  const pinned = `--compatibility-date ${COMPATIBILITY_DATE} --show-interactive-dev-session=false`
  return ["pages", "dev", dir, ...`${options} ${pinned}`.split(" "), "--persist-to", state]
}

/** wrangler asks nothing and reports nothing; its state stays in the git-ignored .wrangler/. */
export const PAGES_DEV_ENV = { WRANGLER_SEND_METRICS: "false" }

/** Serves `dir` (public/ by default) on a free port; resolves with `{ url, child }` once it answers. */
export async function startPagesDev({ dir = join(ROOT, "public"), port } = {}) {
  const listen = port ?? (await freePort())
  const wrangler = { name: "wrangler pages dev", command: "wrangler", args: await pagesDevArgs(dir, listen) }
  // "Ready on" and the address are coloured apart when the environment asks for colour.
  const server = await startServer({ ...wrangler, env: PAGES_DEV_ENV, ready: /Ready on / })
  return { url: `http://127.0.0.1:${listen}`, child: server.child }
}
