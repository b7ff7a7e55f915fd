// The four places where the site changes what Gatsby would ship, in one module: each with its
// reason, what it bought on the benchmark (npm run bench, Lighthouse on a throttled phone), and the
// check that fails if a Gatsby update changes what it relies on. Gatsby's own mechanisms were
// weighed first: <Script strategy> only governs scripts a page adds, not Gatsby's own runtime, and
// <GatsbyImage> is what the plain <picture> replaces.
// Each can be left out of a build (GATSBY_BENCH_WITHOUT, src/node/build-tricks.ts) so that
// `npm run bench:ab -- <trick>` measures, on one quiet machine, whether it still pays (issue 20).
//
// 1. Runtime scripts after load (deferRuntimeScripts, run by onPostBuild in gatsby-node.ts).
//    The pages are pre-rendered; Gatsby's runtime scripts only add interactivity. Gatsby writes them
//    as `<script src async>` tags that start downloading as soon as the HTML is parsed, where on a
//    slow connection they share the bandwidth with the hero image and the brand font. Each page is
//    rewritten so the same scripts are requested once the window has loaded and its main content has
//    been painted. Gain: LCP on / from 1.8 s to about 1.2 s. Guard: the build throws when a page has
//    no such tag left to rewrite, and scripts/check-build.mjs (npm run test:build) fails when a page
//    lacks the loader or still has a plain async runtime tag. Until the runtime runs, the enquiry
//    form works as a plain HTML form (src/components/contact-form.tsx).
//
// 2. No gatsby-plugin-image head (withoutImagePluginHead, used by onPreRenderHTML in gatsby-ssr.tsx).
//    The plugin adds wrapper styles and a lazy-loading script to every page's head for <GatsbyImage>,
//    which the site does not render. Guard: scripts/check-build.mjs fails when a built page still
//    carries the plugin's `gatsby-image-wrapper` styles (the plugin renamed its head keys).
//
// 3. A plain <picture> instead of <GatsbyImage> (src/components/responsive-image.tsx). The plugin
//    still makes every AVIF, WebP and JPEG size and the dominant colour; <GatsbyImage> would add
//    react-dom/server (17 KB gzip) to the first-load JavaScript of every page with an image. Guard:
//    scripts/check-build.mjs prints the first-load size per route and fails without AVIF and WebP.
//
// 4. Compile hints on the startup scripts (CompileHintsPlugin, added to the production webpack build
//    by onCreateWebpackConfig in gatsby-node.ts). V8 compiles most functions lazily, on the main thread,
//    the first time they are called, and hydration calls nearly all of React DOM and Gatsby's runtime.
//    The magic comment `//# allFunctionsCalledOnLoad` at the top of a file (Chrome 136 and later; other
//    browsers ignore it) has V8 compile the whole file while it streams in, off the main thread. Only
//    the scripts a page needs to start are marked (Gatsby's `app` chunk group, framework included, and
//    each page component's group), not the parts loaded on demand. Cost: 29 bytes per marked file.
//    Gain, measured with Lighthouse on one build, five runs each way, on the same machine: median
//    Total Blocking Time on / from 336 to 185 ms and performance from 91 to 97; on /process/ from 168 to
//    142 ms and 97 to 99, with LCP 1.36 s instead of 1.95 s. Guard: scripts/check-build.mjs fails
//    when a page's first-load script does not start with the hint (Gatsby renamed its chunk groups).
import type * as React from "react"
import type { Compiler } from "webpack"
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

/** Gatsby-plugin-image's head components (its styles, noscript and loader script), by their keys. */
export const IMAGE_PLUGIN_HEAD_KEY = "gatsby-image-style"

export function withoutImagePluginHead(components: React.ReactNode[]): React.ReactNode[] {
  return components.filter(
    (component) =>
      !(
        typeof component === "object" &&
        component !== null &&
        "key" in component &&
        String(component.key).startsWith(IMAGE_PLUGIN_HEAD_KEY)
      ),
  )
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

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

/** Gatsby's chunk groups whose scripts every page, or one page, needs before it is interactive. */
const isStartupChunkGroup = (name: string) => name === "app" || name.startsWith("component---src-pages-")

export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would drop the comment; before source maps and content hashes, so
        // both describe the file as shipped. V8 only reads the hint on a file's first line.
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set<string>()
          for (const [name, group] of compilation.namedChunkGroups)
            if (isStartupChunkGroup(name))
              for (const chunk of group.chunks) for (const file of chunk.files) files.add(file)
          for (const file of files)
            if (file.endsWith(".js"))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
        },
      )
    })
  }
}
