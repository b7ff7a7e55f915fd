// The function's secrets (.env.example, part 2), read once at start; each mistake is named in
// `problems`, which every log line carries until it is fixed.
import { readSiteOrigins, type Env } from "../_shared/site-origins.ts"

/** The client ID and secret of the editors' GitHub App (docs/deploying.md, "Editing in production"). */
const SECRETS = ["GITHUB_OAUTH_CLIENT_ID", "GITHUB_OAUTH_CLIENT_SECRET"] as const

export type Config = {
  /** What is wrong with the configuration, in the operator's words; empty when all is well. */
  problems: string[]
  /** What the editor and the log are told while any of SECRETS is not set: until then no one can sign in. */
  notConfigured?: string
  clientId: string
  clientSecret: string
  /** The site's origins: the only places the sign-in starts from and GitHub sends editors back to. */
  allowedOrigins: string[]
}

export function readConfig(env: Env): Config {
  const problems: string[] = []
  const value = (name: string): string => env.get(name)?.trim() ?? ""
  const missing = SECRETS.filter((name) => !value(name))
  const verb = missing.length === 1 ? "is" : "are"
  const notConfigured =
    missing.length === 0
      ? undefined
      : `Editor sign-in is not set up: ${missing.join(" and ")} ${verb} not set on the cms-auth ` +
        `function (docs/deploying.md, "Editing in production").`
  if (notConfigured) problems.push(notConfigured)
  return {
    problems,
    notConfigured,
    clientId: value("GITHUB_OAUTH_CLIENT_ID"),
    clientSecret: value("GITHUB_OAUTH_CLIENT_SECRET"),
    // The site is never served over plain http in production, and this function has no local stack.
    allowedOrigins: readSiteOrigins(env, false, problems),
  }
}
