// The site's own origins, SITE_URL plus ALLOWED_ORIGINS (comma-separated): the only origins the
// enquiry function accepts and the editor's sign-in (cms-auth) sends GitHub back to.

/** The environment as every function reads it: Deno.env in production, a stand-in in tests. */
export type Env = { get(name: string): string | undefined }

/** The origins without trailing slashes or repeats; mistakes go to `problems` (http only when local). */
export function readSiteOrigins(env: Env, local: boolean, problems: string[]): string[] {
  const text = (name: string): string | null => env.get(name)?.trim() || null
  const origins = [
    ...new Set(
      [text("SITE_URL"), ...(text("ALLOWED_ORIGINS") ?? "").split(",")]
        .map((origin) => origin?.trim().replace(/\/$/, ""))
        .filter((origin): origin is string => Boolean(origin)),
    ),
  ]
  if (origins.length === 0) problems.push("SITE_URL or ALLOWED_ORIGINS must name the site's origin")
  for (const origin of origins) {
    if (!isOrigin(origin, local))
      problems.push(`Allowed origin ${origin} is not an origin like https://example.com`)
  }
  return origins
}

function isOrigin(value: string, local: boolean) {
  const url = URL.parse(value)
  const secure = url?.protocol === "https:" || (local && url?.protocol === "http:")
  return secure && url?.origin === value
}
