// The one check of public/ as visitors get it, headers from Cloudflare's local runtime (docs/testing.md).
// After a build: `npm run check-build` (`test:build` builds first); the browser suite and deploy run it too.
import assert from "node:assert/strict"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { extname, join } from "node:path"
import { after, test } from "node:test"
import { formatterFactory, HtmlValidate } from "html-validate"
import { INTERACTIVE_FILES, LOADER_ID, RUNTIME_SCRIPT } from "../src/node/build-output.ts"
import { ENQUIRY_RESULT_PAGES } from "../supabase/functions/_shared/enquiry-fields.ts"
import { firstLoadJs } from "./lib/first-load-js.mjs"
import { startPagesDev } from "./lib/pages-dev.mjs"
import { stopProcess } from "./lib/processes.mjs"

const publicDir = join(import.meta.dirname, "..", "public")
assert.ok(
  existsSync(join(publicDir, "_headers")),
  "public/ has no build: run `LOCAL_PREVIEW=1 npm run build` (or npm run test:build) first",
)

const isFile = (file) => existsSync(join(publicDir, file)) && statSync(join(publicDir, file)).isFile()
const files = readdirSync(publicDir, { recursive: true }).map(String).filter(isFile)
// Pages: the HTML files a URL reaches (not _gatsby/'s slice fragments); the editor's (admin/) have own rules.
const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/"))
const sitePages = pages.filter((page) => !page.startsWith("admin/"))
const read = (file) => readFileSync(join(publicDir, file), "utf8")
const locs = (sitemap) => [...read(sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
const listed = files.filter((file) => /^sitemap-\d+\.xml$/.test(file)).flatMap((sitemap) => locs(sitemap))
const siteUrl = new URL(locs("sitemap-index.xml")[0]).origin
// src/pages/<name>.tsx: its built file and, if it runs React, its first-load JS budget, KB gzip (only here).
const PAGES = {
  index: ["index.html", 72],
  portfolio: ["portfolio/index.html", 70],
  process: ["process/index.html"],
  404: ["404.html"],
  privacy: ["privacy/index.html"],
  "enquiry-sent": [`${ENQUIRY_RESULT_PAGES.sent.slice(1)}index.html`],
  "enquiry-not-sent": [`${ENQUIRY_RESULT_PAGES.notSent.slice(1)}index.html`],
}

const host = await startPagesDev({ dir: publicDir })
after(() => stopProcess(host.child))
/** What the host answers for `path`, as it answers it (a redirect is not followed). */
const ask = (path) => fetch(`${host.url}${path}`, { redirect: "manual" })
/** The host's Content-Security-Policy for `path`: fetch joins a header sent twice with ", ". */
const policyOf = async (path) => (await ask(path)).headers.get("content-security-policy") ?? ""

test("the sitemap lists every visitor's page, no enquiry result, 404 or editor, and robots.txt names it", () => {
  for (const path of ["/", "/portfolio/", "/process/", "/privacy/"])
    assert.ok(listed.includes(`${siteUrl}${path}`), `the sitemap does not list ${path}`)
  for (const path of [...Object.values(ENQUIRY_RESULT_PAGES), "404", "/admin"])
    assert.ok(!listed.some((url) => url.includes(path)), path)
  assert.match(read("robots.txt"), new RegExp(`^Sitemap: ${siteUrl}/sitemap-index.xml$`, "m"))
})

// What only the files show; the pages' texts, links and heads are the browser suite's and jest's.
test("every route is pre-rendered; those that run React (INTERACTIVE_PAGES) request Gatsby's runtime after the load event; no other page asks for code or page data, and only the 404 page has a script (its log, SPEC §2), within 1 KB", () => {
  for (const page of new Set([...Object.values(PAGES).map(([file]) => file), ...sitePages])) {
    const [html, interactive] = [read(page), INTERACTIVE_FILES.includes(page)]
    const scripts = interactive ? "" : (html.match(/<script\b[\s\S]*?<\/script>/g)?.join("") ?? "")
    assert.doesNotMatch(html, new RegExp(RUNTIME_SCRIPT.source), page)
    assert.equal(html.includes(`id="${LOADER_ID}"`), interactive, `${page}: the runtime's loader`)
    if (!interactive) assert.doesNotMatch(html, /page-data|as="(script|fetch)"|<script[^>]* src=/, page)
    assert.ok(Buffer.byteLength(scripts) <= (page.startsWith("404") ? 1024 : 0), `${page}: ${scripts}`)
  }
})

// supabase-js loads only to send an enquiry; a gatsby-plugin-image import (getImage too) adds <GatsbyImage>.
test("each page's first-load JavaScript is within its budget, without supabase-js or <GatsbyImage>", (t) => {
  const markers = { "supabase-js": "supabase-js", "<GatsbyImage>": "data-gatsby-image-wrapper" }
  const sizes = []
  for (const [page, [, budgetKb]] of Object.entries(PAGES).filter(([, [, budget]]) => budget)) {
    const { scripts, gzipBytes } = firstLoadJs(publicDir, page)
    for (const [what, marker] of Object.entries(markers))
      assert.ok(!scripts.some((script) => script.code.includes(marker)), `${what} is in ${page}'s first load`)
    const kb = gzipBytes / 1024
    assert.ok(kb <= budgetKb, `${page}: ${kb.toFixed(1)} KB > ${budgetKb} KB`)
    sizes.push(`${page} ${kb.toFixed(1)} KB`)
  }
  t.diagnostic(`first-load JavaScript (gzip): ${sizes.join(", ")}`)
  const lazy = files.filter((file) => file.endsWith(".js") && read(file).includes(markers["supabase-js"]))
  assert.ok(lazy.length > 0, "no chunk contains supabase-js: the check above would prove nothing")
})

// Only public values may be GATSBY_* variables: nothing secret-looking may reach a visitor's download.
test("no service-role key, database password, email API key or retry secret is in the build", () => {
  const SECRETS = [
    ["a database URL with a password", /postgres(?:ql)?:\/\/[^:\s/"'@]+:[^@\s"']+@/i],
    ["a Resend API key", /\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{8,}/],
    ["a Supabase secret key", /\bsb_secret_[A-Za-z0-9_-]{10,}/],
    ["a retry secret setting", /RETRY_SECRET\s*[=:]\s*["']?[A-Za-z0-9]{16,}/],
  ]
  // Supabase's legacy keys are JWTs; the service-role one says so in its payload.
  const isServiceRole = (token) => /"role":"service_role"/.test(Buffer.from(token.split(".")[1], "base64url"))
  const found = []
  const texts = files.filter((name) => /\.(html|js|json|txt|xml|map|css|webmanifest)$|^_headers$/.test(name))
  for (const file of texts) {
    const text = read(file)
    for (const [what, pattern] of SECRETS) if (pattern.test(text)) found.push(`${file} contains ${what}`)
    for (const [token] of text.matchAll(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/g))
      if (isServiceRole(token)) found.push(`${file} contains a Supabase service-role key`)
  }
  assert.deepEqual(found, [])
})

test("the images were made in AVIF and WebP", () => {
  const formats = files.filter((file) => file.startsWith("static/")).map((file) => extname(file))
  for (const format of [".avif", ".webp"]) assert.ok(formats.includes(format), `no ${format} images`)
})

// The HTML standard's rules, in Node (docs/testing.md: what they catch beside the W3C checker on Java).
test("every built page is valid HTML (html-validate, html-validate:standard)", async () => {
  const validator = new HtmlValidate({ extends: ["html-validate:standard"] })
  const report = await validator.validateMultipleFiles(pages.map((page) => join(publicDir, page)))
  assert.ok(report.valid, formatterFactory("text")(report.results).replaceAll(`${publicDir}/`, ""))
})

// Links are the browser suite's; that the sitemap lists the pages, the sitemap test's.
test("every canonical URL, og:url and sitemap entry is answered 200 by the host, not redirected", async () => {
  const named = listed.map((url) => [url, "the sitemap"])
  const inHead = /<(?:link rel|meta property)="(canonical|og:url)" (?:href|content)="([^"]+)"/g
  for (const page of sitePages)
    for (const [, what, url] of read(page).matchAll(inHead)) named.push([url, `${page} ${what}`])
  const canonicals = named.filter(([, where]) => where.endsWith("canonical"))
  assert.ok(canonicals.length >= 3, "pages name their canonical URL")
  const misses = []
  for (const [url, where] of named) {
    const { origin, pathname } = new URL(url, `${siteUrl}/`)
    if (origin !== siteUrl) continue
    const answer = await ask(pathname)
    if (answer.status !== 200)
      misses.push(`${where}: ${url} answers ${answer.status} ${answer.headers.get("location") ?? ""}`.trim())
  }
  assert.deepEqual(misses, [])
})

test("the host answers an unknown path with the 404 page, which names no canonical URL", async () => {
  const answer = await ask("/no-such-page/")
  assert.deepEqual([answer.status, await answer.text()], [404, read("404.html")])
  assert.doesNotMatch(read("404.html"), /rel="canonical"/)
})

test("the host sends one policy and the right caching for every kind of file of this build", async () => {
  const first = (pattern) =>
    `/${files.find((file) => pattern.test(file)) ?? assert.fail(`the build has no file like ${pattern}`)}`
  const REVALIDATE = "public, max-age=0, must-revalidate"
  const IMMUTABLE = "public, max-age=31536000, immutable"
  const cases = {
    ...Object.fromEntries(["/", "/portfolio/", "/privacy/"].map((path) => [path, REVALIDATE])),
    // The host itself sends its 404 answer uncached, whatever _headers says.
    "/no-such-page/": "no-store",
    [first(/^page-data\/.+\/page-data\.json$/)]: REVALIDATE,
    [first(/^app-[0-9a-f]+\.js$/)]: IMMUTABLE,
    [first(/^styles\.[0-9a-f]+\.css$/)]: IMMUTABLE,
    [first(/^static\/.+\.woff2$/)]: IMMUTABLE,
    ...Object.fromEntries(["/admin/", "/admin/sign-in/"].map((path) => [path, "no-cache"])),
  }
  const apartFromScripts = (policy) => policy.replace(/script-src [^;]*/, "")
  const sitePolicy = apartFromScripts(await policyOf("/"))
  for (const [path, cacheControl] of Object.entries(cases)) {
    const { headers } = await ask(path)
    assert.equal(headers.get("cache-control"), cacheControl, path)
    const policy = headers.get("content-security-policy") ?? ""
    assert.ok(policy && !policy.includes(","), `${path}: one Content-Security-Policy, not "${policy}"`)
    if (!path.startsWith("/admin/")) assert.equal(apartFromScripts(policy), sitePolicy, path)
    assert.equal(headers.get("x-content-type-options"), "nosniff", path)
    assert.equal(headers.get("x-frame-options"), "DENY", path)
    assert.match(headers.get("strict-transport-security") ?? "", /^max-age=\d+/, path)
  }
})

// The browser suite shows the hashes match the inline code: a blocked inline script is a console error there.
test("each page's policy allows inline scripts and style elements only by hash, inline styles only as attributes, and pages without React no script but the 404 page's log", async () => {
  for (const page of sitePages) {
    const path = `/${page.replace(/(^|\/)index\.html$/, "$1")}`
    const policy = await policyOf(path)
    const directive = (name) => new RegExp(`${name} ([^;]*)`).exec(policy)?.[1] ?? ""
    assert.doesNotMatch(directive("script-src"), /unsafe-inline/, `${path}: script-src`)
    assert.doesNotMatch(directive("style-src"), /unsafe-inline/, `${path}: style-src`)
    assert.equal(directive("style-src-attr"), "'unsafe-inline'", `${path}: style-src-attr`)
    if (!INTERACTIVE_FILES.includes(page)) assert.match(directive("script-src"), /^'sha256-[\w+/=]+'$/, path)
  }
})

test("the content editor is at /admin/, asks not to be indexed, and nothing of it reaches a visitor's page", async () => {
  assert.ok(isFile("admin/index.html"), "the build has no content editor at /admin/")
  const editor = read("admin/index.html")
  // "none" is "noindex, nofollow".
  assert.match(editor, /<meta name="robots" content="(none|noindex)/)
  assert.match(editor, /<script[^>]* src="cms\.js"/, "the editor page loads no editor")
  for (const page of sitePages)
    assert.doesNotMatch(read(page), /\/admin\//, `${page} links to the editor or loads its code`)
  const [policy, sitePolicy] = await Promise.all([policyOf("/admin/"), policyOf("/")])
  assert.ok(policy && policy !== sitePolicy, "/admin/ has no policy of its own")
  assert.doesNotMatch(sitePolicy, /unsafe-eval|api\.github\.com/, "the editor's relaxations reach the site")
})

test("the editor's sign-in page is built beside the editor, calling this build's cms-auth function", async () => {
  const authUrl = /data-cms-auth-url="([^"]+)"/.exec(read("admin/sign-in/index.html"))?.[1] ?? ""
  assert.match(authUrl, /^https?:\/\/[^/]+\/functions\/v1\/cms-auth$/)
  assert.ok(isFile("admin/sign-in/sign-in.js"), "admin/sign-in/sign-in.js is missing")
  const { headers } = await ask("/admin/sign-in/")
  assert.match(await policyOf("/admin/sign-in/"), new RegExp(`connect-src ${new URL(authUrl).origin};`))
  // GitHub's one-time code is in the page's address on its return.
  assert.equal(headers.get("referrer-policy"), "no-referrer")
  // The editor keeps other pages' handles off itself but keeps its popup's; the sign-in page must not
  // carry that policy itself, or back from GitHub it loses its opener (scripts/test-sign-in-popup.mjs).
  assert.equal((await ask("/admin/")).headers.get("cross-origin-opener-policy"), "same-origin-allow-popups")
  assert.equal(headers.get("cross-origin-opener-policy"), "unsafe-none")
})
