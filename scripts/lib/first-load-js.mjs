// A page's first-load JavaScript from a Gatsby build's webpack stats: Gatsby's `app` chunk group (webpack
// runtime, framework, app) and the page component's own, gzipped, as the build check and the bench count it.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

/** `{ scripts: [{ name, code, gzipBytes }], gzipBytes }` for `page` of src/pages/ ("index", "404"). */
export function firstLoadJs(publicDir, page) {
  const { namedChunkGroups } = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"))
  const scriptsOf = (group) =>
    (namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"))
  const group = `component---src-pages-${page}-tsx` // Gatsby's name for src/pages/<page>.tsx
  if (!namedChunkGroups[group])
    throw new Error(`${publicDir}: webpack.stats.json has no chunk group ${group}`)
  const scripts = [...new Set([...scriptsOf("app"), ...scriptsOf(group)])]
    .map((name) => ({ name, code: readFileSync(join(publicDir, name)) }))
    .map((script) => ({ ...script, gzipBytes: gzipSync(script.code).length }))
  return { scripts, gzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0) }
}
