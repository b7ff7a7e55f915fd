// Gatsby's runtime is requested after the load event and the largest paint, so on a slow connection it does
// not share the bandwidth with the hero image and the brand font (measured: docs/benchmark.md, "Decisions").
// Until it runs, the pre-rendered form is a plain HTML form. Only INTERACTIVE_PAGES load it.
import { readdir, readFile, writeFile } from "node:fs/promises"
import { join, relative } from "node:path"

export const RUNTIME_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g
export const LOADER_ID = "gatsby-runtime-after-load"
export const INTERACTIVE_PAGES = ["/", "/portfolio/"]
export const INTERACTIVE_FILES = INTERACTIVE_PAGES.map((path) => `${path.slice(1)}index.html`)
// All Gatsby writes for its runtime: the script that names the page to it, then the slice of its scripts.
const RUNTIME = /<script id="gatsby-script-loader">[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/

// After load, wait for the largest paint so far (first contentful paint where the browser does not report
// LCP), as that paint's files come first. A hidden tab paints nothing, hence the timeout.
export const runtimeLoader = (sources: string[]) =>
  `(function(){var s=${JSON.stringify(sources)},d=false;` +
  `function a(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
  `function l(){setTimeout(a,1000);try{var t=PerformanceObserver.supportedEntryTypes;` +
  `new PerformanceObserver(a).observe({type:t.indexOf("largest-contentful-paint")>-1?"largest-contentful-paint":"paint",buffered:true})}catch(x){a()}}` +
  `document.readyState==="complete"?l():addEventListener("load",l,{once:true})})()`

export function deferRuntimeScripts(html: string, page: string): string {
  if (!INTERACTIVE_FILES.includes(page)) return html.replace(RUNTIME, "")
  if (html.includes(`id="${LOADER_ID}"`)) return html
  const tags = [...html.matchAll(RUNTIME_SCRIPT)]
  // Gatsby changed how it writes its scripts: fail the build rather than ship pages that never hydrate.
  if (tags.length === 0) throw new Error(`${page}: no Gatsby runtime <script src async> tags found to defer`)
  const loader = `<script id="${LOADER_ID}">${runtimeLoader(tags.map((tag) => tag[1]))}</script>`
  return html.replace(RUNTIME_SCRIPT, (_tag, _source, at: number) => (at === tags[0].index ? loader : ""))
}

/** Rewrites every page of the build; returns each page's HTML as visitors receive it, by its file. */
export async function deferRuntimeScriptsInBuild(publicDir: string): Promise<Record<string, string>> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)))
    .filter((page) => !page.startsWith("_gatsby") && !page.startsWith("admin/"))
  const deferred = pages.map(async (page) => {
    const path = join(publicDir, page)
    const html = await readFile(path, "utf8")
    const rewritten = deferRuntimeScripts(html, page)
    if (rewritten !== html) await writeFile(path, rewritten)
    return [page, rewritten] as const
  })
  return Object.fromEntries(await Promise.all(deferred))
}
