// The production response headers, written to public/_headers (Netlify / Cloudflare Pages format)
// at build time because the Content-Security-Policy must name the Supabase project the form calls.

/** Gatsby inlines small scripts (page path, chunk map) and image styles, hence 'unsafe-inline'. */
function contentSecurityPolicy(functionOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${functionOrigin}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/**
 * The content editor at /admin/ (Decap CMS) only: it talks to GitHub's API and the sign-in
 * provider, shows pictures from the repository, draws its preview in an inline frame and compiles
 * its configuration checks at run time ('unsafe-eval'). Visitors' pages keep the policy above.
 */
function editorContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.github.com",
    "frame-src 'self' about: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

export function headersFile(functionOrigin: string): string {
  const rules: Array<[string, Record<string, string>]> = [
    [
      "/*",
      {
        "Content-Security-Policy": contentSecurityPolicy(functionOrigin),
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy":
          "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
        "Cross-Origin-Opener-Policy": "same-origin",
        // HTML and page data change with every deploy; hashed assets never do.
        "Cache-Control": REVALIDATE,
      },
    ],
    // "! name" (Cloudflare Pages) drops the /* rule's value here instead of adding a second one. The
    // GitHub sign-in popup must be able to answer the editor's window (COOP allow-popups).
    [
      "/admin/*",
      {
        "! Content-Security-Policy": "",
        "Content-Security-Policy": editorContentSecurityPolicy(),
        "! Cross-Origin-Opener-Policy": "",
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      },
    ],
    ["/static/*", { "Cache-Control": IMMUTABLE }],
    ["/*.js", { "Cache-Control": IMMUTABLE }],
    ["/*.css", { "Cache-Control": IMMUTABLE }],
  ]
  return rules
    .map(([path, headers]) =>
      [
        path,
        ...Object.entries(headers).map(([name, value]) =>
          name.startsWith("!") ? `  ${name}` : `  ${name}: ${value}`,
        ),
      ].join("\n"),
    )
    .join("\n\n")
    .concat("\n")
}
