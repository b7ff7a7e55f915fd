// How Cloudflare Pages, the site's host, answers a request for the files of public/, as its
// documentation describes it (developers.cloudflare.com/pages/configuration/serving-pages/ and
// .../headers/). The headers test, the URL check and the local server (scripts/serve-site.ts) all
// use this one model, so what they prove holds for the host.

export type ParsedRule = { path: string; set: Array<[string, string]>; detach: string[] }

/** _headers: a path line, then indented `Name: value` or `! Name` lines; # starts a comment. */
export function parseHeadersFile(text: string): ParsedRule[] {
  const rules: ParsedRule[] = []
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), set: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`_headers: a header line before any path: ${line}`)
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line)
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line)
    if (detach) rule.detach.push(detach[1])
    else if (header) rule.set.push([header[1], header[2]])
    else throw new Error(`_headers: not a header line: ${line}`)
  }
  return rules
}

/**
 * A pattern matches the whole path. One splat (*) matches any characters, slashes included; a
 * placeholder (:name) matches one path segment (anything but /).
 */
export function patternMatches(pattern: string, path: string): boolean {
  const escape = (text: string) => text.replace(/[-/\\^$+?.()|[\]{}]/g, "\\$&")
  const source = pattern
    .split("*")
    .map((part) => escape(part).replace(/:[A-Za-z]\w*/g, "[^/]+"))
    .join(".*")
  return new RegExp(`^${source}$`).test(path)
}

/**
 * The headers a response carries: every matching rule in file order; `! Name` removes what earlier
 * rules set, and a header set again is joined to the earlier value with a comma. Returned as the
 * list of values per (lower-case) name, so a test can see that exactly one rule set each.
 */
export function effectiveHeaders(rules: ParsedRule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  for (const rule of rules.filter((candidate) => patternMatches(candidate.path, path))) {
    for (const name of rule.detach) headers.delete(name.toLowerCase())
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase()
      headers.set(key, [...(headers.get(key) ?? []), value])
    }
  }
  return headers
}

export type Route =
  { status: 200; file: string } | { status: 308; location: string } | { status: 404; file: string | null }

/**
 * Route matching: a folder's index.html is served at the folder's URL with a trailing slash, and
 * the URL without the slash is redirected (308) to it; x.html is served at /x and /x.html redirects
 * there. Anything else gets the nearest 404.html with status 404.
 */
export function resolveRoute(path: string, exists: (file: string) => boolean): Route {
  const file = path.replace(/^\//, "")
  if (path.endsWith("/")) {
    if (exists(`${file}index.html`)) return { status: 200, file: `${file}index.html` }
    if (file !== "" && exists(`${file.slice(0, -1)}.html`))
      return { status: 308, location: path.slice(0, -1) }
    return notFound(path, exists)
  }
  if (exists(file)) {
    if (file.endsWith("/index.html") || file === "index.html")
      return { status: 308, location: path.slice(0, -"index.html".length) }
    if (file.endsWith(".html")) return { status: 308, location: path.slice(0, -".html".length) }
    return { status: 200, file }
  }
  if (exists(`${file}.html`)) return { status: 200, file: `${file}.html` }
  if (exists(`${file}/index.html`)) return { status: 308, location: `${path}/` }
  return notFound(path, exists)
}

function notFound(path: string, exists: (file: string) => boolean): Route {
  const folders = path.split("/").slice(1, -1)
  for (let depth = folders.length; depth >= 0; depth--) {
    const candidate = [...folders.slice(0, depth), "404.html"].join("/")
    if (exists(candidate)) return { status: 404, file: candidate }
  }
  return { status: 404, file: null }
}
