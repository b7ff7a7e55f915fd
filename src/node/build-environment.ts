// What `gatsby build` needs from its environment. A production build bakes these values into every
// page (canonical URLs) and into the JavaScript (where the form sends enquiries, which repository the
// editor saves to), so building without them would publish a site whose every enquiry fails or whose
// editor has nowhere to save. A build for looking at the site on this
// machine says so with LOCAL_PREVIEW=1 and gets the local stack's values instead.
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

type ProductionValue = (typeof PRODUCTION_VALUES)[number]
type Environment = Record<string, string | undefined>

/** The local stack's values (scripts/local/defaults.json), for `gatsby develop` and a local preview. */
export const LOCAL_VALUES: Record<ProductionValue, string> = {
  SITE_URL: defaults.siteUrl,
  GATSBY_SUPABASE_URL: `http://127.0.0.1:${defaults.functionsPort}`,
  GATSBY_SUPABASE_ANON_KEY: defaults.anonKey,
  // Never reached: locally the editor saves through decap-server into this checkout.
  GATSBY_CMS_REPO: defaults.cmsRepo,
}

/**
 * Values only the local stack has: where `gatsby develop`'s content editor finds Decap's local proxy
 * (decap-server, started by npm start). A production build has none and needs none.
 */
export const LOCAL_ONLY_VALUES = {
  GATSBY_DECAP_SERVER_PORT: String(defaults.editorProxyPort),
}

/**
 * Called first thing by gatsby-config.ts. Loads Gatsby's environment file: `.env.development` for
 * `gatsby develop`, `.env.production` for `gatsby build` (both git-ignored); values already in the
 * environment win, so CI and the test scripts that set them are never overridden by a developer's
 * file. Every case but a production build (develop, serve, a declared local preview) then gets the
 * local stack's values where one is missing; a production build is stopped by gatsby-node's
 * onPluginInit with productionBuildProblem (Gatsby swallows an error thrown while loading its config
 * and carries on with an empty one, so the config itself must not throw).
 */
export function prepareEnvironment(root: string, env: Environment = process.env): void {
  loadEnvFile({
    path: `${root}/.env.${env.NODE_ENV === "production" ? "production" : "development"}`,
    quiet: true,
    processEnv: env,
  })
  if (env.gatsby_executing_command !== "build" || env[LOCAL_PREVIEW] === "1") applyLocalValues(env)
}

/** The message `gatsby build` stops with, or undefined when it has what it needs. */
export function productionBuildProblem(env: Environment = process.env): string | undefined {
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

/**
 * Fills in the local stack's values where a value is missing, for `gatsby develop` and for a build
 * that declared LOCAL_PREVIEW=1. Gatsby compiles GATSBY_* variables into the browser code from
 * process.env after the config has loaded, so this is the single place the fallbacks are decided.
 */
function applyLocalValues(env: Environment): void {
  for (const [name, value] of Object.entries({ ...LOCAL_VALUES, ...LOCAL_ONLY_VALUES })) {
    if (!env[name]?.trim()) env[name] = value
  }
}
