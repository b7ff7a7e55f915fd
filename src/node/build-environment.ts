// What `gatsby build` needs from its environment: the values it bakes into every page and into the
// JavaScript (canonical URLs, where enquiries go, which repository the editor saves to). A build for
// looking at the site on this machine says so with LOCAL_PREVIEW=1 and gets the local stack's values.
import { config as loadEnvFile } from "dotenv"
import defaults from "../../scripts/local/defaults.json"

export const LOCAL_PREVIEW = "LOCAL_PREVIEW"

/** Read by the build; a production build stops when one is missing. */
export const PRODUCTION_VALUES = [
  "SITE_URL",
  "GATSBY_SUPABASE_URL",
  "GATSBY_SUPABASE_ANON_KEY",
  "GATSBY_CMS_REPO",
] as const

/** The local stack's values (scripts/local/defaults.json), for `gatsby develop` and a local preview. */
export const LOCAL_VALUES: Record<(typeof PRODUCTION_VALUES)[number], string> = {
  SITE_URL: defaults.siteUrl,
  GATSBY_SUPABASE_URL: `http://127.0.0.1:${defaults.functionsPort}`,
  GATSBY_SUPABASE_ANON_KEY: defaults.anonKey,
  // Never reached: locally the editor saves through decap-server into this checkout.
  GATSBY_CMS_REPO: defaults.cmsRepo,
}

/** Where `gatsby develop`'s content editor finds npm start's decap-server; only the local stack has it. */
export const LOCAL_ONLY_VALUES = {
  GATSBY_DECAP_SERVER_PORT: String(defaults.editorProxyPort),
}

/**
 * Loads `.env.development` or `.env.production` (the environment wins), then, for all but a production
 * build, the local stack's values where one is missing. A production build without its values is
 * stopped by onPluginInit: Gatsby swallows an error thrown while loading its config.
 */
export function prepareEnvironment(root: string, env: NodeJS.ProcessEnv = process.env): void {
  loadEnvFile({
    path: `${root}/.env.${env.NODE_ENV === "production" ? "production" : "development"}`,
    quiet: true,
    processEnv: env,
  })
  if (env.gatsby_executing_command === "build" && env[LOCAL_PREVIEW] !== "1") return
  // Gatsby compiles GATSBY_* variables into the browser code from process.env after the config loads.
  for (const [name, value] of Object.entries({ ...LOCAL_VALUES, ...LOCAL_ONLY_VALUES })) {
    if (!env[name]?.trim()) env[name] = value
  }
}

/** The site's canonical origin, without a trailing slash; missing only where a production build stops. */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env) => env.SITE_URL?.replace(/\/$/, "")

/** The message `gatsby build` stops with, or undefined when it has what it needs. */
export function productionBuildProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.gatsby_executing_command !== "build" || env[LOCAL_PREVIEW] === "1") return undefined
  const missing = PRODUCTION_VALUES.filter((name) => !env[name]?.trim())
  if (missing.length === 0) return undefined
  return [
    `A production build needs ${missing.join(", ")}, which ${missing.length === 1 ? "is" : "are"} not set.`,
    "Put them in .env.production (see .env.example) or in the environment, for example:",
    "  SITE_URL=https://roamcreative.com.au",
    "  GATSBY_SUPABASE_URL=https://<project-ref>.supabase.co",
    "  GATSBY_SUPABASE_ANON_KEY=<the project's anon key>",
    "  GATSBY_CMS_REPO=<owner>/<repository> (the GitHub repository the content editor saves to)",
    `To build only for looking at the site on this machine (enquiries go to the local stack), run it with ${LOCAL_PREVIEW}=1.`,
  ].join("\n")
}
