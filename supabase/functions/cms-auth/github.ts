// GitHub's web flow, the same for a GitHub App's user tokens and an OAuth App's: the page where the
// editor approves, and the exchange of the one-time code for a token with the app's client secret.
import { failure, type Outcome } from "../_shared/answer.ts"
import { CMS_PKCE_METHOD } from "../_shared/cms-sign-in.ts"
import { errorName } from "../_shared/log.ts"

const GITHUB_AUTHORIZE_URL = "https://github.com/login/oauth/authorize"
const GITHUB_TOKEN_URL = "https://github.com/login/oauth/access_token"

/** What an OAuth App (the fallback) needs for Decap; a GitHub App ignores it and has its own permissions. */
const SCOPE = "repo"
const GITHUB_TIMEOUT_MS = 10_000

type OAuthApp = { clientId: string; clientSecret: string }
/** What GitHub's token endpoint takes besides the app's credentials, in its own field names. */
type Grant = { code: string; code_verifier: string; redirect_uri: string }

/** GitHub's page where the editor approves; GitHub keeps the challenge for the exchange. */
export function authorizeUrl(clientId: string, redirectUri: string, state: string, challenge: string) {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: CMS_PKCE_METHOD,
    // Staff sign in with the accounts that have access; no one signs up on the way.
    allow_signup: "false",
  })
  return `${GITHUB_AUTHORIZE_URL}?${query}`
}

/** The editor's token, or what the editor is told, with GitHub's error code (never the code) for the log. */
export type Exchange = { token: string; scope: string } | Outcome

const SIGN_IN_AGAIN = "close this window and sign in again"

/** Exchanges GitHub's one-time code and the page's PKCE verifier for the editor's token. Never throws. */
export async function exchangeCode(fetcher: typeof fetch, app: OAuthApp, grant: Grant): Promise<Exchange> {
  const response = await fetcher(GITHUB_TOKEN_URL, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: app.clientId, client_secret: app.clientSecret, ...grant }),
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
  }).catch((error: unknown) => unreachable(errorName(error)))
  if (!(response instanceof Response)) return response
  if (!response.ok) {
    await response.body?.cancel()
    return unreachable(`github_http_${response.status}`)
  }
  const answer: Record<string, unknown> | null = await response.json().catch(() => null)
  if (answer === null) return unreachable("github_not_json")
  // GitHub answers 200 with an `error` when it refuses a code.
  if (typeof answer.error === "string") return refused(answer.error, answer.error_description)
  if (typeof answer.access_token !== "string" || answer.access_token === "")
    return unreachable("github_no_token")
  return { token: answer.access_token, scope: typeof answer.scope === "string" ? answer.scope : "" }
}

const failed = (status: number, error: string, message: string, detail: string): Outcome => ({
  ...failure(status, error, message, "github_refused"),
  detail,
})

const unreachable = (detail: string) =>
  failed(
    502,
    "github_unavailable",
    `GitHub could not finish the sign-in just now. Wait a minute, then ${SIGN_IN_AGAIN}.`,
    detail,
  )

function refused(error: string, description: unknown): Outcome {
  // Wrong client ID or secret: the operator's to fix, not the editor's.
  if (error === "incorrect_client_credentials") {
    return failed(
      503,
      "not_configured",
      "GitHub does not accept the cms-auth function's GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET: they must be the Client ID and a current client secret of the editors' GitHub App (docs/deploying.md, \"Editing in production\").",
      error,
    )
  }
  const reason = typeof description === "string" && description ? description : error
  return failed(
    400,
    "github_refused",
    `GitHub refused the sign-in (${reason.slice(0, 200)}): ${SIGN_IN_AGAIN}.`,
    error.slice(0, 100),
  )
}
