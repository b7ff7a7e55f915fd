// The two places where the site changes what Gatsby would ship, in one module: each with its
// reason, what it bought in a quiet A/B (docs/benchmark.md, "Decisions": Lighthouse on a throttled
// phone, five interleaved runs each way on one build), and the check that fails if a Gatsby update
// changes what it relies on. Gatsby's own mechanisms were weighed first: <Script strategy> only
// governs scripts a page adds, not Gatsby's own runtime, and <GatsbyImage> is what the plain
// <picture> replaces. Two more were measured the same way and removed: V8 compile hints on the
// startup scripts and filtering gatsby-plugin-image's head out of every page gained less than the
// runs' spread.
//
// 1. Runtime scripts after load (deferRuntimeScripts, run by onPostBuild in gatsby-node.ts).
//    The pages are pre-rendered; Gatsby's runtime scripts only add interactivity. Gatsby writes them
//    as `<script src async>` tags that start downloading as soon as the HTML is parsed, where on a
//    slow connection they share the bandwidth with the hero image and the brand font. Each page is
//    rewritten so the same scripts are requested once the window has loaded and its main content has
//    been painted. Gain: median LCP on /portfolio/ 1.24 s instead of 1.64 s (on / 1.38 s instead of
//    1.99 s, within that route's spread). Guard: the build throws when a page has no such tag left to
//    rewrite, and scripts/check-build.mjs (npm run test:build) fails when a page lacks the loader or
//    still has a plain async runtime tag. Until the runtime runs, the enquiry form works as a plain
//    HTML form (src/components/contact-form.tsx).
//
// 2. A plain <picture> instead of <GatsbyImage> (src/components/responsive-image.tsx). The plugin
//    still makes every AVIF, WebP and JPEG size and the dominant colour; <GatsbyImage> would add
//    react-dom/server to the first-load JavaScript of every page with an image. Gain: first-load
//    JavaScript on / 78.9 KB gzip instead of 104.2, on /portfolio/ 74.8 instead of 100.0 (and without
//    it the Content-Security-Policy outgrows Cloudflare's 2,000-character header line). Guard:
//    scripts/check-build.mjs fails when <GatsbyImage> is in a page's first-load JavaScript, prints the
//    first-load size per route and fails without AVIF and WebP.
import { readdir, readFile, writeFile } from "node:fs/promises"
import { join, relative } from "node:path"

export const RUNTIME_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g
export const LOADER_ID = "gatsby-runtime-after-load"

export function deferRuntimeScripts(html: string, page: string): string {
  if (html.includes(`id="${LOADER_ID}"`)) return html
  const sources = [...html.matchAll(RUNTIME_SCRIPT)].map((match) => match[1])
  // Gatsby changed how it writes its scripts: fail the build rather than ship pages that never hydrate.
  if (sources.length === 0)
    throw new Error(`${page}: no Gatsby runtime <script src async> tags found to defer`)
  // After load, wait until the largest paint so far has been shown (first contentful paint where the
  // browser does not report LCP), so the scripts never share the network with what that paint needs.
  // A hidden tab paints nothing, hence the timeout.
  const loader =
    `<script id="${LOADER_ID}">(function(){var s=${JSON.stringify(sources)},d=false;` +
    `function a(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `function l(){setTimeout(a,1000);try{var t=PerformanceObserver.supportedEntryTypes;` +
    `new PerformanceObserver(a).observe({type:t.indexOf("largest-contentful-paint")>-1?"largest-contentful-paint":"paint",buffered:true})}catch(x){a()}}` +
    `document.readyState==="complete"?l():addEventListener("load",l,{once:true})})()</script>`
  let inserted = false
  return html.replace(RUNTIME_SCRIPT, () => {
    if (inserted) return ""
    inserted = true
    return loader
  })
}

/**
 * The site's pages in a build, as paths relative to publicDir. page-data/404.html/ is a folder;
 * slice fragments under _gatsby/ are parts of pages, not pages; the content editor's
 * admin/index.html is its own single-page app (no Gatsby runtime, its own policy in _headers).
 */
export async function sitePagesOfBuild(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)))
    .filter((page) => !page.startsWith("_gatsby") && !page.startsWith("admin/"))
}

/** Every page of the build; returns how many were checked. */
export async function deferRuntimeScriptsInBuild(publicDir: string): Promise<number> {
  const pages = await sitePagesOfBuild(publicDir)
  for (const page of pages) {
    const path = join(publicDir, page)
    const html = await readFile(path, "utf8")
    const deferred = deferRuntimeScripts(html, page)
    if (deferred !== html) await writeFile(path, deferred)
  }
  return pages.length
}
