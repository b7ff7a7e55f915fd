// The production response headers, written by onPostBuild to public/_headers in Cloudflare Pages'
// format: at build time, because the Content-Security-Policy names the Supabase project the form calls
// and the hash of every inline script and style the build wrote. Cloudflare adds the headers of every
// matching rule and joins a header set twice with a comma, so a later rule that sets a header an
// earlier one set detaches it first (`! Header`).

import { CMS_SIGN_IN_PAGE } from "../../supabase/functions/_shared/cms-sign-in"

export type HeaderRule = { path: string; headers: Record<string, string> }

/** sha256 sources ('sha256-...') of what the pages run and style inline; see inline-sources.ts. */
export type InlineSources = { scripts: string[]; styles: string[] }

export type HeadersInput = { functionOrigin: string; inline: InlineSources }

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")

/**
 * The visitors' pages: scripts and style elements only from the site or by the hash of an inline block
 * the build wrote. Style attributes (Gatsby's focus wrapper, each picture's placeholder colour) are
 * allowed by style-src-attr: they cannot run code, and hashing each colour would take the header past
 * Cloudflare's 2,000 characters at 60 projects.
 */
function siteContentSecurityPolicy({ functionOrigin, inline }: HeadersInput): string {
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inline.scripts],
    "style-src": ["'self'", ...inline.styles],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", functionOrigin],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", functionOrigin],
    "frame-ancestors": ["'none'"],
  })
}

/**
 * Every path: the security headers, the site's policy, and HTML/page data revalidated on each visit.
 * No Cross-Origin-Opener-Policy: the pages hold nothing an opener could read, and `same-origin`
 * more than doubled Total Blocking Time on / in Lighthouse (median 638 ms against 240 ms).
 */
function siteWideRule(input: HeadersInput): HeaderRule {
  return {
    path: "/*",
    headers: {
      "Content-Security-Policy": siteContentSecurityPolicy(input),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy":
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
      // HTML, page-data and the manifest keep their names from deploy to deploy.
      "Cache-Control": REVALIDATE,
    },
  }
}

/** Files whose names carry a content hash: /static/ and Gatsby's top-level bundles. */
const HASHED_FILE_RULES: HeaderRule[] = [
  { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
  { path: "/:bundle.js", headers: { "Cache-Control": IMMUTABLE } },
  { path: "/:stylesheet.css", headers: { "Cache-Control": IMMUTABLE } },
]

/**
 * The content editor at /admin/ (Decap CMS) styles itself at run time, talks to GitHub's API, shows
 * the repository's pictures and previews uploads as blob: URLs in a frame. Its scripts are its own
 * files only, so no content that reached its page as markup could run next to the GitHub token.
 * 'unsafe-eval' stays: Decap's configuration check compiles an Ajv validator with new Function.
 * scripts/test-content-build.mjs opens the built editor under this policy.
 */
const EDITOR_RULE: HeaderRule = {
  path: "/admin/*",
  headers: {
    "Content-Security-Policy": policy({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": [
        "'self'",
        "data:",
        "blob:",
        "https://avatars.githubusercontent.com",
        "https://raw.githubusercontent.com",
      ],
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

/**
 * The editor's GitHub sign-in popup (src/node/sign-in-page.ts), after /admin/* so its values replace
 * those. It runs its one script file, asks only the function for the token, and sends no address
 * (with GitHub's code in it) as a referrer.
 */
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
      "Referrer-Policy": "no-referrer",
      // Not /admin/*'s same-origin-allow-popups: with it the popup, back from GitHub, is put in a new
      // browsing context group and loses its opener (scripts/test-sign-in-popup.mjs measures both).
      "Cross-Origin-Opener-Policy": "unsafe-none",
    },
  }
}

export function headerRules(input: HeadersInput): HeaderRule[] {
  return [siteWideRule(input), ...HASHED_FILE_RULES, EDITOR_RULE, signInRule(input)]
}

/** Cloudflare Pages refuses longer lines in _headers. */
export const MAX_LINE_LENGTH = 2000

/** The _headers file: each rule's path, then its headers, detaching any an earlier rule set. */
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
