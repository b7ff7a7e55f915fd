// What the built pages run and style inline (script and style elements), as CSP hash sources.
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import type { InlineSources } from "./security-headers"

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g
// A script element with one of these types is data the browser never runs; CSP ignores it.
const DATA_BLOCK = /\stype="application\/(ld\+)?json"/

const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** Hash sources of one page's inline scripts and style elements. */
export function inlineSourcesOf(html: string): InlineSources {
  return {
    scripts: [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attributes]) => !DATA_BLOCK.test(attributes))
      .map(([, , body]) => hashSource(body)),
    styles: [...html.matchAll(INLINE_STYLE)].map(([, body]) => hashSource(body)),
  }
}

/**
 * Style elements a library adds at run time: sonner (the toasts) inserts its stylesheet from a string in
 * its bundle (the build fails if a new version stops, rather than block the toasts' styles). It appends the
 * element before its text, so the browser checks it empty too: the hash of "" (which permits no style).
 */
function runtimeStyleSources(): string[] {
  // Resolved from the site's root: gatsby-node runs bundled, where require.resolve is not Node's.
  const bundle = readFileSync(createRequire(join(process.cwd(), "package.json")).resolve("sonner"), "utf8")
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(bundle)?.[1]
  if (!literal)
    throw new Error("sonner no longer inserts its CSS with __insertCSS: update src/node/inline-sources.ts")
  return [hashSource(""), hashSource(JSON.parse(literal) as string)]
}

const unique = (sources: string[]) => [...new Set(sources)].sort()

/** Every page of the site's build, as visitors receive it. */
export function inlineSourcesOfPages(pages: string[]): InlineSources {
  const found = pages.map(inlineSourcesOf)
  return {
    scripts: unique(found.flatMap((page) => page.scripts)),
    styles: unique([...found.flatMap((page) => page.styles), ...runtimeStyleSources()]),
  }
}
