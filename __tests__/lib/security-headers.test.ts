import { createHash } from "node:crypto"
import { headerRules, headersFile } from "../../src/node/security-headers"
import { inlineSourcesOf, runtimeStyleSources } from "../../src/node/inline-sources"
import { effectiveHeaders, parseHeadersFile, patternMatches } from "../../src/node/pages-host"

const FUNCTION_ORIGIN = "https://abcd.supabase.co"
const INLINE = {
  scripts: ["'sha256-script='"],
  styles: ["'sha256-style='"],
  styleAttributes: ["'sha256-attribute='"],
}
const file = headersFile(headerRules({ functionOrigin: FUNCTION_ORIGIN, inline: INLINE }))
const rules = parseHeadersFile(file)

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

// What a visitor's browser fetches, by kind.
const PATHS = {
  home: "/",
  page: "/portfolio/",
  "404 answer": "/no-such-page",
  "hashed script": "/app-2762af8d5716d6e42f7a.js",
  "page chunk": "/component---src-pages-index-tsx-b866cd585d8c27bbbd64.js",
  stylesheet: "/styles.fca4878fe2abe62fee99.css",
  font: "/static/plus-jakarta-sans-latin-wght-normal-d6578b4e85b986795c74e4a02db6d680.woff2",
  image: "/static/13a60ba8c315e391c6772b1974a50a02/d0506/hero.jpg",
  "page data": "/page-data/portfolio/page-data.json",
  "app data": "/page-data/app-data.json",
  manifest: "/manifest.webmanifest",
  "partytown script (not hashed)": "/~partytown/partytown.js",
  "content editor": "/admin/",
  "content editor script": "/admin/decap-cms.js",
  "editor sign-in page": "/admin/sign-in/",
  "editor sign-in script": "/admin/sign-in/sign-in.js",
}

// What every path must get, once each (names as the host reports them, lower case).
const EVERY_PATH_HEADERS = [
  "cache-control",
  "content-security-policy",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
]

const header = (path: string, name: string) => effectiveHeaders(rules, path).get(name.toLowerCase())

describe("public/_headers on Cloudflare Pages", () => {
  it.each(Object.entries(PATHS))("gives %s (%s) exactly one value for every header", (_kind, path) => {
    const headers = effectiveHeaders(rules, path)
    expect([...headers.keys()].sort()).toEqual(EVERY_PATH_HEADERS)
    for (const [name, values] of headers) expect([name, values.length]).toEqual([name, 1])
  })

  it.each([
    [PATHS.home, REVALIDATE],
    [PATHS.page, REVALIDATE],
    [PATHS["404 answer"], REVALIDATE],
    [PATHS["page data"], REVALIDATE],
    [PATHS["app data"], REVALIDATE],
    [PATHS.manifest, REVALIDATE],
    [PATHS["partytown script (not hashed)"], REVALIDATE],
    [PATHS["hashed script"], IMMUTABLE],
    [PATHS["page chunk"], IMMUTABLE],
    [PATHS.stylesheet, IMMUTABLE],
    [PATHS.font, IMMUTABLE],
    [PATHS.image, IMMUTABLE],
    [PATHS["content editor"], "no-cache"],
    [PATHS["content editor script"], "no-cache"],
    [PATHS["editor sign-in page"], "no-cache"],
  ])("caches %s as %s", (path, cacheControl) => {
    expect(header(path, "Cache-Control")).toEqual([cacheControl])
  })

  it("gives the site's pages a policy with hashes and without 'unsafe-inline'", () => {
    const [csp] = header(PATHS.page, "Content-Security-Policy") ?? []
    expect(csp).toContain("script-src 'self' 'sha256-script=';")
    expect(csp).toContain("style-src 'self' 'sha256-style=' 'unsafe-hashes' 'sha256-attribute=';")
    expect(csp).toContain(`connect-src 'self' ${FUNCTION_ORIGIN};`)
    expect(csp).toContain(`form-action 'self' ${FUNCTION_ORIGIN};`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("unsafe-inline")
    expect(header(PATHS.home, "Content-Security-Policy")).toEqual([csp])
    expect(header(PATHS["404 answer"], "Content-Security-Policy")).toEqual([csp])
  })

  it("gives /admin/* its own policy, replacing the site's", () => {
    const [csp] = header(PATHS["content editor"], "Content-Security-Policy") ?? []
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';")
    expect(csp).toContain("connect-src 'self' https://api.github.com;")
    expect(csp).not.toContain("sha256-script=")
    expect(header(PATHS["content editor script"], "Content-Security-Policy")).toEqual([csp])
  })

  it("gives the editor's sign-in page a policy of its own: its script file, and the function for the token", () => {
    const [csp] = header(PATHS["editor sign-in page"], "Content-Security-Policy") ?? []
    expect(csp).toBe(
      `default-src 'none'; script-src 'self'; connect-src ${FUNCTION_ORIGIN}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    expect(header(PATHS["editor sign-in script"], "Content-Security-Policy")).toEqual([csp])
    // No opener policy anywhere, so the popup, back from GitHub, can still answer the editor's window.
    expect(header(PATHS["editor sign-in page"], "Cross-Origin-Opener-Policy")).toBeUndefined()
    expect(header(PATHS["content editor"], "Cross-Origin-Opener-Policy")).toBeUndefined()
    // GitHub's one-time code is in the page's address on its return.
    expect(header(PATHS["editor sign-in page"], "Referrer-Policy")).toEqual(["no-referrer"])
    // The editor itself keeps its own policy.
    expect(header(PATHS["content editor"], "Content-Security-Policy")?.[0]).toContain("'unsafe-eval'")
  })

  it("sends the security headers everywhere", () => {
    for (const path of Object.values(PATHS)) {
      expect(header(path, "X-Content-Type-Options")).toEqual(["nosniff"])
      expect(header(path, "X-Frame-Options")).toEqual(["DENY"])
      expect(header(path, "Strict-Transport-Security")?.[0]).toMatch(/^max-age=\d+/)
    }
  })

  it("refuses a line longer than Cloudflare Pages accepts", () => {
    const many = Array.from({ length: 40 }, (_, index) => `'sha256-${String(index).padStart(44, "x")}='`)
    expect(() =>
      headersFile(headerRules({ functionOrigin: FUNCTION_ORIGIN, inline: { ...INLINE, scripts: many } })),
    ).toThrow(/over Cloudflare Pages' 2000/)
  })
})

describe("Cloudflare Pages' path patterns", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/a/b.js", true],
    ["/:bundle.js", "/app-1.js", true],
    ["/:bundle.js", "/admin/decap-cms.js", false],
    ["/admin/*", "/admin/", true],
    ["/admin/*", "/administrator", false],
    ["/admin/sign-in/*", "/admin/sign-in/", true],
    ["/admin/sign-in/*", "/admin/", false],
    ["/static/*", "/static/a/b.jpg", true],
  ])("%s matches %s: %s", (pattern, path, matches) => {
    expect(patternMatches(pattern, path)).toBe(matches)
  })

  it("joins a header two rules set with a comma, unless the later rule detaches it", () => {
    const joined = parseHeadersFile("/*\n  Cache-Control: a\n\n/x\n  Cache-Control: b\n")
    expect(effectiveHeaders(joined, "/x").get("cache-control")).toEqual(["a", "b"])
    const detached = parseHeadersFile("/*\n  Cache-Control: a\n\n/x\n  ! Cache-Control\n  Cache-Control: b\n")
    expect(effectiveHeaders(detached, "/x").get("cache-control")).toEqual(["b"])
  })
})

describe("inline hashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

  it("hashes inline scripts, style elements and style attributes, not script files or JSON-LD", () => {
    const html =
      '<head><style data-identity="x">body{color:red}</style><script type="application/ld+json">{"a":1}</script>' +
      '<script src="/app.js" async></script></head><body><div style="outline:none" id="a"></div>' +
      '<script id="loader">window.a=1</script></body>'
    expect(inlineSourcesOf(html)).toEqual({
      scripts: [sha("window.a=1")],
      styles: [sha("body{color:red}")],
      styleAttributes: [sha("outline:none")],
    })
  })

  it("hashes a style attribute as the browser reads it (entities decoded)", () => {
    expect(inlineSourcesOf('<p style="font-family:&quot;A&quot;">x</p>').styleAttributes).toEqual([
      sha('font-family:"A"'),
    ])
  })

  it("knows the stylesheet the toasts insert at run time", () => {
    const [empty, toasts] = runtimeStyleSources()
    // sonner appends its style element before filling it: the empty element is checked too.
    expect(empty).toBe(sha(""))
    expect(toasts).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  })
})
