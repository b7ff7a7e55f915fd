// GET .../cms-auth?origin=&state=&code_challenge=&code_challenge_method=S256: the popup, sent on to
// GitHub (docs/editor-sign-in.md, step 3). The page checks the state: no cookie of the function's would
// come back on the page's cross-site request.
import { failure, methodNotAllowed, type Outcome } from "../_shared/answer.ts"
import {
  CMS_PKCE_CHALLENGE_PATTERN,
  CMS_PKCE_METHOD,
  CMS_SIGN_IN_PAGE,
  CMS_SIGN_IN_STATE_PATTERN,
} from "../_shared/cms-sign-in.ts"
import type { Config } from "./config.ts"
import { authorizeUrl } from "./github.ts"

export function decideStart(request: Request, config: Config): Outcome {
  if (request.method !== "GET") return methodNotAllowed("GET", "GET")
  const query = new URL(request.url).searchParams
  const origin = query.get("origin") ?? ""
  // GitHub only ever sends the popup back to one of the site's own origins.
  if (!config.allowedOrigins.includes(origin)) {
    const refusal = "Sign in from the editor at the site's own address (SITE_URL or ALLOWED_ORIGINS)."
    return { ...failure(400, "origin_not_allowed", refusal, "origin_refused"), detail: origin.slice(0, 100) }
  }
  const state = query.get("state") ?? ""
  if (!CMS_SIGN_IN_STATE_PATTERN.test(state)) {
    return failure(400, "invalid_state", "Open the editor and sign in again.", "invalid_state")
  }
  // Without a challenge GitHub would issue a code that anyone holding it could exchange.
  const challenge = query.get("code_challenge") ?? ""
  if (!CMS_PKCE_CHALLENGE_PATTERN.test(challenge) || query.get("code_challenge_method") !== CMS_PKCE_METHOD) {
    return failure(
      400,
      "invalid_challenge",
      `The sign-in page must send a PKCE code_challenge with code_challenge_method=${CMS_PKCE_METHOD}: reload the editor and sign in again.`,
      "invalid_challenge",
    )
  }
  const signInPage = `${origin}${CMS_SIGN_IN_PAGE}`
  if (config.notConfigured) {
    // Back to the sign-in page the way GitHub reports an error, so the editor shows the reason.
    const error = new URLSearchParams({
      error: "not_configured",
      error_description: config.notConfigured,
      state,
    })
    return redirect(`${signInPage}?${error}`, "not_configured")
  }
  return redirect(authorizeUrl(config.clientId, signInPage, state, challenge), "to_github")
}

function redirect(location: string, outcome: string): Outcome {
  return { status: 302, body: {}, outcome, headers: { Location: location, "Referrer-Policy": "no-referrer" } }
}
