// The editor's sign-in popup, /admin/sign-in/ (docs/editor-sign-in.md): PKCE (RFC 7636) with the
// cms-auth function, then Decap's handshake (decap-cms-lib-auth, netlify-auth.js) with the editor, to
// the site's origin only. The build bundles it alone (src/node/sign-in-page.ts).
import { CMS_AUTH_TOKEN_PATH, CMS_PKCE_METHOD } from "../../supabase/functions/_shared/cms-sign-in"

/** Where this window keeps the sign-in it started: JSON `{"state": ..., "verifier": ...}`. */
export const SIGN_IN_KEY = "cms-sign-in"

const PROVIDER = "github"
const HANDSHAKE = `authorizing:${PROVIDER}`
const SIGN_IN_AGAIN = "Close this window and sign in again."

type Result = { token: string } | { message: string }
type Started = { state: string; verifier: string }

/** The sign-in in this window, with the cms-auth function at `authUrl`. */
export async function signIn(authUrl: string): Promise<void> {
  const { origin, pathname, searchParams: query } = new URL(window.location.href)
  const opener = window.opener as Window | null
  if (!opener) {
    show('This page signs in to the content editor: open the editor and press "Login with GitHub".')
    return
  }
  if (!query.has("code") && !query.has("error")) {
    // 32 random bytes make 43 base64url characters: inside PKCE's unreserved set and its 43 to 128.
    const random = () => base64url(crypto.getRandomValues(new Uint8Array(32)))
    const started = { state: random(), verifier: random() }
    sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify(started))
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(started.verifier))
    show("Taking you to GitHub...")
    const start = new URLSearchParams({
      origin,
      state: started.state,
      code_challenge: base64url(new Uint8Array(digest)),
      code_challenge_method: CMS_PKCE_METHOD,
    })
    window.location.replace(`${authUrl}?${start}`)
    return
  }

  const started = readStarted(sessionStorage.getItem(SIGN_IN_KEY))
  sessionStorage.removeItem(SIGN_IN_KEY)
  // The code leaves the address bar once it has been read.
  window.history.replaceState(null, "", pathname)
  const result: Result =
    started !== null && query.get("state") === started.state
      ? await tokenFor(authUrl, query, started.verifier)
      : { message: `This sign-in was not started from this window, or was already used. ${SIGN_IN_AGAIN}` }

  const answer =
    "token" in result
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.message })}`
  // The editor answers the handshake from the same origin and window; only then does the answer go.
  window.addEventListener("message", (message) => {
    if (message.origin === origin && message.source === opener && message.data === HANDSHAKE)
      opener.postMessage(answer, origin)
  })
  opener.postMessage(HANDSHAKE, origin)
  show("token" in result ? "Signed in. This window closes by itself." : `Not signed in: ${result.message}`)
}

/** The sign-in this window kept, or null if there is none (the function checks the verifier's form). */
function readStarted(stored: string | null): Started | null {
  try {
    // Nothing kept is JSON null, which cannot be destructured: as unusable as a value that is not JSON.
    const { state, verifier } = JSON.parse(stored ?? "null") as Record<string, unknown>
    return typeof state === "string" && state !== "" && typeof verifier === "string"
      ? { state, verifier }
      : null
  } catch {
    return null
  }
}

/** GitHub's error, or the function's answer to the code GitHub sent and the verifier this window kept. */
async function tokenFor(authUrl: string, query: URLSearchParams, verifier: string): Promise<Result> {
  const error = query.get("error")
  if (error !== null) {
    const reason = query.get("error_description") || error
    return {
      message:
        error === "not_configured" ? reason : `GitHub said: ${reason.replace(/\.+$/, "")}. ${SIGN_IN_AGAIN}`,
    }
  }
  try {
    const response = await fetch(`${authUrl}${CMS_AUTH_TOKEN_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: query.get("code"), code_verifier: verifier }),
    })
    const body = (await response.json().catch(() => ({}))) as { token?: unknown; message?: unknown }
    if (response.ok && typeof body.token === "string") return { token: body.token }
    if (typeof body.message === "string") return { message: body.message }
    return { message: `The sign-in service answered ${response.status}. ${SIGN_IN_AGAIN}` }
  } catch {
    return { message: `The sign-in service could not be reached. ${SIGN_IN_AGAIN}` }
  }
}

function base64url(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

function show(text: string) {
  const status = document.getElementById("status")
  if (status) status.textContent = text
}

// The built page has the function's address on <html data-cms-auth-url>; elsewhere (the tests) nothing runs.
const pageAuthUrl = typeof document === "undefined" ? undefined : document.documentElement.dataset.cmsAuthUrl
if (pageAuthUrl) void signIn(pageAuthUrl)
