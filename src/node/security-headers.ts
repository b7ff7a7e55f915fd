// public/_headers (Cloudflare Pages' format), written after the build: the Content-Security-Policy
// names the Supabase project and the hash of every inline script and style the build wrote.
import { CMS_SIGN_IN_PAGE } from "../../supabase/functions/_shared/cms-sign-in"
import { INTERACTIVE_PAGES } from "./build-output"
import { NOT_FOUND_LOG_SOURCE } from "./inline-sources"

type HeaderRule = { path: string; headers: Record<string, string> }

/** 'sha256-...' sources of what the pages run and style inline (inline-sources.ts). */
export type InlineSources = { scripts: string[]; styles: string[] }

type HeadersInput = { functionOrigin: string; inline: InlineSources }

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")

/**
 * The site's headers for `path`, whose pages may run `scripts`: by default (any unknown path is the 404 page)
 * that page's log alone. No Cross-Origin-Opener-Policy: the pages hold nothing an opener could read, and
 * `same-origin` more than doubled Total Blocking Time on / in Lighthouse (median 638 ms against 240 ms).
 */
function siteRule({ functionOrigin, inline }: HeadersInput, path = "/*", scripts = [NOT_FOUND_LOG_SOURCE]) {
  return {
    path,
    headers: {
      "Content-Security-Policy": policy({
        "default-src": ["'self'"],
        "script-src": scripts,
        "style-src": ["'self'", ...inline.styles],
        // Style attributes (Gatsby's focus wrapper, each picture's placeholder colour) cannot run code,
        // and hashing each colour would take the header past Cloudflare's 2,000 characters.
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", functionOrigin],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'", functionOrigin],
        "frame-ancestors": ["'none'"],
      }),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy":
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
      // HTML, page-data and the manifest keep their names from deploy to deploy.
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  }
}

/** Files whose names carry a content hash: /static/ and Gatsby's top-level bundles. */
const HASHED_FILE_RULES = ["/static/*", "/:bundle.js", "/:stylesheet.css"].map((path) => ({
  path,
  headers: { "Cache-Control": "public, max-age=31536000, immutable" },
}))

const GITHUB_IMAGE_HOSTS = ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"]

/**
 * The editor (Decap CMS) runs only its own files, so no content that reached its page as markup could
 * run next to the GitHub token; 'unsafe-eval' for Decap's config check (Ajv compiles with new Function).
 */
const EDITOR_RULE: HeaderRule = {
  path: "/admin/*",
  headers: {
    "Content-Security-Policy": policy({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", ...GITHUB_IMAGE_HOSTS],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'", "https://api.github.com"],
      "frame-src": ["'self'", "about:", "blob:"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    }),
    // The editor's own files keep their names from deploy to deploy.
    "Cache-Control": "no-cache",
    // The editor holds the editor's GitHub token: no page it did not open may keep a handle on it.
    // "-allow-popups" keeps the sign-in popup's: measured in Chromium by scripts/test-sign-in-popup.mjs.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  },
}

/** The editor's sign-in popup (sign-in-page.ts), after /admin/* so its values replace those. */
function signInRule({ functionOrigin }: HeadersInput): HeaderRule {
  return {
    path: `${CMS_SIGN_IN_PAGE}*`,
    headers: {
      "Content-Security-Policy": policy({
        "default-src": ["'none'"],
        "script-src": ["'self'"],
        "connect-src": [functionOrigin],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
        "frame-ancestors": ["'none'"],
      }),
      // GitHub's code is in its address.
      "Referrer-Policy": "no-referrer",
      // Not /admin/*'s same-origin-allow-popups: with it the popup, back from GitHub, is put in a new
      // browsing context group and loses its opener (scripts/test-sign-in-popup.mjs fails then).
      "Cross-Origin-Opener-Policy": "unsafe-none",
    },
  }
}

export function headerRules(input: HeadersInput): HeaderRule[] {
  const pages = INTERACTIVE_PAGES.map((path) => siteRule(input, path, ["'self'", ...input.inline.scripts]))
  return [siteRule(input), ...pages, ...HASHED_FILE_RULES, EDITOR_RULE, signInRule(input)]
}

/** Cloudflare Pages refuses longer lines in _headers. */
const MAX_LINE_LENGTH = 2000

/** Cloudflare comma-joins a header that two matching rules set, so a later rule detaches (`! Name`) it. */
export function headersFile(rules: HeaderRule[]): string {
  const alreadySet = new Set<string>()
  const blocks = rules.map(({ path, headers }) => {
    const names = Object.keys(headers)
    const detach = names.filter((name) => alreadySet.has(name.toLowerCase())).map((name) => `  ! ${name}`)
    for (const name of names) alreadySet.add(name.toLowerCase())
    const set = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
    return [path, ...detach, ...set].join("\n")
  })
  const file = `${blocks.join("\n\n")}\n`
  const tooLong = file.split("\n").find((line) => line.length > MAX_LINE_LENGTH)
  if (tooLong)
    throw new Error(
      `A _headers line is ${tooLong.length} characters, over Cloudflare Pages' ${MAX_LINE_LENGTH}: ${tooLong.slice(0, 80)}...`,
    )
  return file
}
