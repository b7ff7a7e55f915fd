// The content editor's local backend, for npm start and the editor suite: Decap's proxy
// (decap-server) in git mode on the editor's own repository (scripts/lib/editor-repo.mjs), so each
// save waits on its own branch until "Publish", as in production; each publish is copied into the
// checkout's content/, which gatsby develop serves.
//   node scripts/editor-proxy.mjs <checkout> <port>
// The repository is <checkout>/.local/editor; it keeps unpublished saves from one start to the next.
import { spawn } from "node:child_process"
import { join, resolve } from "node:path"
import { followPublished, prepareEditorRepo } from "./lib/editor-repo.mjs"

const [checkoutArgument, port] = process.argv.slice(2)
if (!checkoutArgument || !port) throw new Error("usage: node scripts/editor-proxy.mjs <checkout> <port>")
const checkout = resolve(checkoutArgument)
const repo = join(checkout, ".local", "editor")

const start = await prepareEditorRepo(checkout, repo)
console.log(`Unpublished saves wait on cms/ branches in ${repo}; "Publish" copies them into content/.`)
const proxy = spawn(join(checkout, "node_modules", ".bin", "decap-server"), [], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, BIND_HOST: "127.0.0.1", MODE: "git", GIT_REPO_DIRECTORY: repo },
})
const stopFollowing = followPublished(repo, checkout, start, ({ copied, kept, error }) => {
  if (error) console.error(`Could not read what was published in ${repo}: ${error.message}`)
  if (copied.length) console.log(`Published into this checkout: ${copied.join(", ")}`)
  for (const path of kept)
    console.warn(
      `Published ${path}, but this checkout's copy was changed since npm start began, so it is kept; the published version is on main in ${repo}.`,
    )
})
const stop = (signal) => {
  stopFollowing()
  proxy.kill(signal)
}
process.on("SIGTERM", () => stop("SIGTERM"))
process.on("SIGINT", () => stop("SIGINT"))
proxy.on("exit", (code) => {
  stopFollowing()
  process.exit(code ?? 0)
})
