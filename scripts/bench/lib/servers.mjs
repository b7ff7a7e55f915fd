// The builds the bench measures, each served by Cloudflare's own local runtime (wrangler pages dev,
// scripts/lib/pages-dev.mjs) as the host serves public/, on a port of its own so they can be measured
// side by side.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startPagesDev } from "../../lib/pages-dev.mjs"
import { stopProcess } from "../../lib/processes.mjs"

/** Serves `dir`; resolves with `{ origin, publicDir, stop() }`. `stop` also runs `cleanUp` (e.g. deleting a copy). */
export async function serveBuild(dir, cleanUp = () => {}) {
  const { url, child } = await startPagesDev({ dir })
  return {
    origin: url,
    publicDir: dir,
    stop: async () => {
      await stopProcess(child)
      cleanUp()
    },
  }
}

/**
 * A copy of a build whose pages have every <script> element removed: what a page costs before any
 * JavaScript, the floor its scripts are judged against.
 */
export function copyWithoutScripts(publicDir) {
  const copy = mkdtempSync(join(tmpdir(), "bench-without-scripts-"))
  const remove = () => rmSync(copy, { recursive: true, force: true })
  // Nothing is registered to delete the copy until it is returned, so a failure here deletes it.
  try {
    cpSync(publicDir, copy, { recursive: true })
    // page-data/404.html/ is a folder, hence the check for files.
    for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".html")) continue
      const file = join(entry.parentPath, entry.name)
      writeFileSync(file, readFileSync(file, "utf8").replace(/<script\b[\s\S]*?<\/script>/g, ""))
    }
  } catch (error) {
    remove()
    throw error
  }
  return { dir: copy, remove }
}
