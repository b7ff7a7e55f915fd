// POST .../cms-auth/token {"code", "code_verifier"} from the site's origins (docs/editor-sign-in.md,
// step 5). The secret and the refresh token never leave; the code, verifier and token are never logged.
import { failure, type Outcome } from "../_shared/answer.ts"
import { CMS_PKCE_VERIFIER_PATTERN, CMS_SIGN_IN_PAGE } from "../_shared/cms-sign-in.ts"
import { refuseBrowserPost } from "../_shared/cors.ts"
import { readBody } from "../_shared/read-body.ts"
import type { Config } from "./config.ts"
import { exchangeCode } from "./github.ts"

const MAX_BODY_BYTES = 1024
const BODY_READ_TIMEOUT_MS = 5000
// GitHub's codes are 20 hexadecimal characters today; this leaves room without accepting anything.
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,200}$/

export async function decideToken(request: Request, config: Config, fetcher: typeof fetch): Promise<Outcome> {
  const refused = refuseBrowserPost(request, config.allowedOrigins, "This origin may not sign in.")
  if (refused) return refused
  if (config.notConfigured) return failure(503, "not_configured", config.notConfigured, "not_configured")

  const raw = await readBody(request, MAX_BODY_BYTES, BODY_READ_TIMEOUT_MS)
  let fields: { code?: unknown; code_verifier?: unknown } = {}
  try {
    fields = Object(JSON.parse(raw))
  } catch {
    // Not JSON: refused below as a missing code.
  }
  const { code, code_verifier } = fields
  const expected = 'Send {"code": "<GitHub\'s code>", "code_verifier": "<the PKCE verifier>"} as JSON.'
  if (typeof code !== "string" || !CODE_PATTERN.test(code))
    return failure(400, "invalid_code", expected, "invalid_code")
  // Refused before GitHub is asked, which would refuse it in words that do not say why.
  if (typeof code_verifier !== "string" || !CMS_PKCE_VERIFIER_PATTERN.test(code_verifier))
    return failure(
      400,
      "invalid_verifier",
      `The PKCE code_verifier is missing or malformed (43 to 128 letters, digits, "-", ".", "_" or "~"). ${expected}`,
      "invalid_verifier",
    )

  // The Origin the gate allowed: GitHub checks that the popup was sent back to this very page.
  const signInPage = `${request.headers.get("Origin")}${CMS_SIGN_IN_PAGE}`
  const exchange = await exchangeCode(fetcher, config, { code, code_verifier, redirect_uri: signInPage })
  if (!("token" in exchange)) return exchange
  // The log line names only the token's scope.
  return {
    status: 200,
    body: { token: exchange.token },
    outcome: "signed_in",
    detail: `scope=${exchange.scope}`,
  }
}
