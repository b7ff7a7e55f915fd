// The script of the editor's sign-in popup, /admin/sign-in/ (docs/editor-sign-in.md). It imports
// nothing: the build transpiles it on its own and serves it beside the page (src/node/sign-in-page.ts).
//
// Opened by "Login with GitHub", it keeps a random state and a PKCE verifier (RFC 7636) in this
// window's sessionStorage and goes to the cms-auth function with the state and the verifier's S256
// challenge. Back from GitHub, it refuses a state it did not keep, posts the code and the verifier to
// the function's /token, and answers the editor in Decap's handshake (decap-cms-lib-auth,
// netlify-auth.js): "authorizing:github" both ways, then `authorization:github:success:{...}` or
// `authorization:github:error:{...}`, to the site's origin only.

/** Where this window keeps the sign-in it started: JSON `{"state": ..., "verifier": ...}`. */
export const SIGN_IN_KEY = "cms-sign-in"

const PROVIDER = "github"
const HANDSHAKE = `authorizing:${PROVIDER}`
const SIGN_IN_AGAIN = "Close this window and sign in again."
// The function's CMS_AUTH_TOKEN_PATH and CMS_PKCE_METHOD (supabase/functions/_shared/cms-sign-in.ts),
// written out because this file imports nothing.
const TOKEN_PATH = "/token"
const PKCE_METHOD = "S256"

type Message = Pick<MessageEvent, "data" | "origin" | "source">

/** Everything the popup uses of its window, so tests can stand in for each part. */
export type SignInWindow = {
  href: string
  /** The cms-auth function: https://<project-ref>.supabase.co/functions/v1/cms-auth */
  authUrl: string
  /** The editor's window (null when the page was not opened by the editor). */
  opener: { postMessage(message: string, targetOrigin: string): void } | null
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">
  fetch: typeof fetch
  randomBytes(length: number): Uint8Array
  /** SHA-256 of `text`'s UTF-8 bytes (the browser's crypto.subtle). */
  sha256(text: string): Promise<ArrayBuffer>
  navigate(url: string): void
  /** Calls back with every message this window receives. */
  listen(listener: (message: Message) => void): void
  /** Takes the code out of the address bar once it has been read. */
  forgetQuery(): void
  /** Says `text` on the page. */
  show(text: string): void
}

type Result = { token: string } | { message: string }
type Started = { state: string; verifier: string }

export async function signIn(page: SignInWindow): Promise<void> {
  const { origin, searchParams: query } = new URL(page.href)
  const opener = page.opener
  if (!opener) {
    page.show('This page signs in to the content editor: open the editor and press "Login with GitHub".')
    return
  }
  if (!query.has("code") && !query.has("error")) {
    // 32 random bytes make 43 base64url characters: inside PKCE's unreserved set and its 43 to 128.
    const started: Started = {
      state: base64url(page.randomBytes(32)),
      verifier: base64url(page.randomBytes(32)),
    }
    page.storage.setItem(SIGN_IN_KEY, JSON.stringify(started))
    const challenge = base64url(new Uint8Array(await page.sha256(started.verifier)))
    page.show("Taking you to GitHub...")
    const start = new URLSearchParams({
      origin,
      state: started.state,
      code_challenge: challenge,
      code_challenge_method: PKCE_METHOD,
    })
    page.navigate(`${page.authUrl}?${start}`)
    return
  }

  const started = readStarted(page.storage.getItem(SIGN_IN_KEY))
  page.storage.removeItem(SIGN_IN_KEY)
  page.forgetQuery()
  const result: Result =
    started !== null && query.get("state") === started.state
      ? await tokenFor(page, query, started.verifier)
      : { message: `This sign-in was not started from this window, or was already used. ${SIGN_IN_AGAIN}` }

  const answer =
    "token" in result
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.message })}`
  // The editor answers the handshake from the same origin and window; only then does the answer go.
  page.listen((message) => {
    if (message.origin === origin && message.source === opener && message.data === HANDSHAKE)
      opener.postMessage(answer, origin)
  })
  opener.postMessage(HANDSHAKE, origin)
  page.show(
    "token" in result ? "Signed in. This window closes by itself." : `Not signed in: ${result.message}`,
  )
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
async function tokenFor(page: SignInWindow, query: URLSearchParams, verifier: string): Promise<Result> {
  const error = query.get("error")
  if (error !== null) {
    const reason = query.get("error_description") || error
    return {
      message:
        error === "not_configured" ? reason : `GitHub said: ${reason.replace(/\.+$/, "")}. ${SIGN_IN_AGAIN}`,
    }
  }
  try {
    const response = await page.fetch(`${page.authUrl}${TOKEN_PATH}`, {
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

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

function browserWindow(authUrl: string): SignInWindow {
  return {
    href: window.location.href,
    authUrl,
    opener: window.opener as Window | null,
    storage: window.sessionStorage,
    fetch: (input, init) => window.fetch(input, init),
    randomBytes: (length) => window.crypto.getRandomValues(new Uint8Array(length)),
    sha256: (text) => window.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
    navigate: (url) => window.location.replace(url),
    listen: (listener) => window.addEventListener("message", listener),
    forgetQuery: () => window.history.replaceState(null, "", window.location.pathname),
    show: (text) => {
      const status = document.getElementById("status")
      if (status) status.textContent = text
    },
  }
}

// On the built page the function's address is on <html data-cms-auth-url>; anywhere else (the tests)
// nothing runs.
const pageAuthUrl = typeof document === "undefined" ? undefined : document.documentElement.dataset.cmsAuthUrl
if (pageAuthUrl) void signIn(browserWindow(pageAuthUrl))
