// What the built pages run and style inline (script and style elements), as CSP hash sources. A script the
// build is not known to write stops it: neither a field that became markup nor a build dependency's
// addition may run under the policy, on the origin /admin/ shares.
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { ENQUIRY_FORM_GUARD } from "../lib/enquiry-form-guard"
import { NOT_FOUND_LOG } from "../lib/messages"
import { runtimeLoader } from "./build-output"
import type { InlineSources } from "./security-headers"

// Every script element with text counts, whatever its attributes say (a src= inside another attribute
// must not hide one); a script this pattern splits wrongly leaves text that is no known script.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g
// A script element whose type (its first attribute) is one of these is data the browser never runs.
const DATA_BLOCK = /^\s+type="application\/(ld\+)?json"/
// A run of double-quoted strings ("a" or "a","b"): what a known script carries, which is data.
const STRINGS = /"(?:[^"\\\n]|\\.)*"(?:,"(?:[^"\\\n]|\\.)*")*/g
const withoutStrings = (script: string) => script.trim().replace(STRINGS, '""')

const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
export const NOT_FOUND_LOG_SOURCE = hashSource(NOT_FOUND_LOG)
// Resolved from the site's root: gatsby-node runs bundled, where require.resolve is not Node's.
const siteRequire = () => createRequire(join(process.cwd(), "package.json"))

// Scripts the build writes that carry data of the build (the page's path, chunk names, compilation hash).
const CARRIERS = [
  runtimeLoader([""]),
  '/*<![CDATA[*/window.pagePath="";/*]]>*/',
  'window.___chunkMapping="";',
  'window.___webpackCompilationHash="";',
].map(withoutStrings)

/** The form's guard and the 404 page's log exactly; the carriers whatever strings they carry. */
const isKnownScript = (script: string) =>
  [ENQUIRY_FORM_GUARD, NOT_FOUND_LOG].includes(script) || CARRIERS.includes(withoutStrings(script))

/** Hash sources of one page's inline scripts and style elements; `page` names it if a script is unknown. */
export function inlineSourcesOf(html: string, page: string): InlineSources {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes, text]) => text.trim() && !DATA_BLOCK.test(attributes))
    .map(([, , text]) => text)
  const unknown = scripts.find((script) => !isKnownScript(script))
  if (unknown !== undefined)
    throw new Error(`${page} has an inline script the build does not know: ${unknown.trim().slice(0, 80)}`)
  return {
    scripts: scripts.map(hashSource),
    styles: [...html.matchAll(INLINE_STYLE)].map(([, body]) => hashSource(body)),
  }
}

/**
 * Style elements a library adds at run time: sonner (the toasts) inserts its stylesheet from a string in
 * its bundle (the build fails if a new version stops, rather than block the toasts' styles). It appends the
 * element before its text, so the browser checks it empty too: the hash of "" (which permits no style).
 */
function runtimeStyleSources(): string[] {
  const bundle = readFileSync(siteRequire().resolve("sonner"), "utf8")
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(bundle)?.[1]
  if (!literal)
    throw new Error("sonner no longer inserts its CSS with __insertCSS: update src/node/inline-sources.ts")
  return [hashSource(""), hashSource(JSON.parse(literal) as string)]
}

const unique = (sources: string[]) => [...new Set(sources)].sort()

/** Every page of the site's build (HTML by file), as visitors receive it. */
export function inlineSourcesOfPages(pages: Record<string, string>): InlineSources {
  const found = Object.entries(pages).map(([page, html]) => inlineSourcesOf(html, page))
  return {
    scripts: unique(found.flatMap((page) => page.scripts)),
    styles: unique([...found.flatMap((page) => page.styles), ...runtimeStyleSources()]),
  }
}
