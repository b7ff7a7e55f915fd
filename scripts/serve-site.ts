// Serves the built site from public/ the way Cloudflare Pages does (src/node/pages-host.ts): its
// route matching, trailing-slash redirects, nearest 404.html, and the headers of public/_headers,
// Content-Security-Policy included. `npm run serve` and the browser suite use it, so a CSP
// violation or a URL that redirects shows up here before it shows up live.
//   tsx scripts/serve-site.ts [--host 127.0.0.1] [--port 9000] [--without-scripts]
// --without-scripts serves every page with its <script> elements removed: what a page costs before
// any JavaScript runs, which the site benchmark measures beside each route.
import { existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"
import { gzipSync } from "node:zlib"
import { effectiveHeaders, parseHeadersFile, resolveRoute } from "../src/node/pages-host"

const root = join(__dirname, "..", "public")
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > -1 ? process.argv[index + 1] : fallback
}
const host = option("host", "127.0.0.1")
const port = Number(option("port", "9000"))
const withoutScripts = process.argv.includes("--without-scripts")

if (!existsSync(join(root, "_headers"))) {
  console.error("public/_headers is missing: build the site first (npm run build).")
  process.exit(1)
}
const rules = parseHeadersFile(readFileSync(join(root, "_headers"), "utf8"))

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
}

const isFile = (file: string) => {
  const path = normalize(join(root, file))
  return path.startsWith(root) && existsSync(path) && statSync(path).isFile()
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://site")
  const path = decodeURIComponent(pathname)
  const route = resolveRoute(path, isFile)
  const headers: Record<string, string> = {}
  for (const [name, values] of effectiveHeaders(rules, path)) headers[name] = values.join(", ")
  if (route.status === 308) {
    response.writeHead(308, { ...headers, location: route.location }).end()
    return
  }
  const type = route.file ? (TYPES[extname(route.file)] ?? "application/octet-stream") : "text/plain"
  let file = route.file ? readFileSync(join(root, route.file)) : Buffer.from("Not found")
  if (withoutScripts && type.startsWith("text/html"))
    file = Buffer.from(file.toString("utf8").replace(/<script\b[\s\S]*?<\/script>/g, ""))
  // Text is compressed, as the host does (images and fonts are compressed already).
  const compress =
    /^(text\/|application\/(json|xml|manifest))|svg/.test(type) &&
    /\bgzip\b/.test(String(request.headers["accept-encoding"]))
  const body = compress ? gzipSync(file) : file
  response.writeHead(route.status, {
    ...headers,
    "content-type": type,
    ...(compress ? { "content-encoding": "gzip", vary: "Accept-Encoding" } : {}),
  })
  response.end(request.method === "HEAD" ? undefined : body)
})
server.listen(port, host, () => {
  console.log(`The built site, served like Cloudflare Pages: http://${host}:${port}/`)
})
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)))
