// The local editor's backend (npm start, the editor suite): decap-server in git mode on
// <checkout>/.local/editor (scripts/lib/editor-repo.mjs), each publish copied into content/.
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
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => proxy.kill(signal))
proxy.on("exit", (code) => {
  stopFollowing()
  process.exit(code ?? 0)
})
