// A copy of the site in a temporary folder, for tests that build or edit it without touching this
// checkout: the files git tracks or would track (no build output, caches, local data or .env files),
// with node_modules linked rather than copied.
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const root = new URL("../..", import.meta.url).pathname

/** Copies the site into `into` (a new temporary folder when not given) and returns the folder. */
export function copySite(into = mkdtempSync(join(tmpdir(), "site-copy-"))) {
  const args = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]
  const listed = execFileSync("git", args, { cwd: root, encoding: "utf8" })
  for (const file of listed.split("\0").filter((path) => path && existsSync(join(root, path))))
    cpSync(join(root, file), join(into, file))
  symlinkSync(join(root, "node_modules"), join(into, "node_modules"), "dir")
  return into
}
