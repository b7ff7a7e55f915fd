// The editor's sign-in popup (/admin/sign-in/): it starts the sign-in with a state and a PKCE verifier
// of its own, refuses a return it did not start, exchanges the code with that verifier, and hands the
// token to the editor's window on the site's origin only, in the words Decap's GitHub backend waits
// for (decap-cms-lib-auth, netlify-auth.js).
import { createHash } from "node:crypto"
import {
  CMS_AUTH_TOKEN_PATH,
  CMS_PKCE_CHALLENGE_PATTERN,
  CMS_PKCE_VERIFIER_PATTERN,
  CMS_SIGN_IN_STATE_PATTERN,
} from "../../supabase/functions/_shared/cms-sign-in"
import { signIn, SIGN_IN_KEY, type SignInWindow } from "../../src/cms/sign-in-popup"

const SITE = "https://roamcreative.com.au"
const PAGE = `${SITE}/admin/sign-in/`
const AUTH_URL = "https://abcd.supabase.co/functions/v1/cms-auth"
const STATE = "k3Jd8s_Qm2Lx9vB4nT7pR1wZ6yH0cF5gA-eU3iO8tY2"
const TOKEN = "gho_TestToken0123"
const SUCCESS = `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`
const VERIFIER = "Kept-by_the.popup~0123456789abcdefghijklmnopq"
/** What this window keeps while GitHub has it: the state and the verifier, together. */
const kept = (state: string, verifier: string = VERIFIER) => JSON.stringify({ state, verifier })
/** RFC 7636's S256, by Node's crypto rather than the browser's crypto.subtle the popup uses. */
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url")

type Listener = Parameters<SignInWindow["listen"]>[0]

/** What the function answers (jsdom has no Response): its status and JSON body, or a body that is not JSON. */
const reply = (status: number, body?: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => (body === undefined ? Promise.reject(new SyntaxError("not JSON")) : Promise.resolve(body)),
  } as Response)

/** A popup at `href` whose window is all stand-ins; `storage` is its sessionStorage. */
function popup(href: string, options: { stored?: string | null; answer?: () => Promise<Response> } = {}) {
  const storage = new Map<string, string>()
  if (options.stored) storage.set(SIGN_IN_KEY, options.stored)
  let draws = 0
  const listeners: Listener[] = []
  const opener = { postMessage: jest.fn() }
  const page = {
    href,
    authUrl: AUTH_URL,
    opener,
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    fetch: jest.fn(options.answer ?? (() => reply(200, { token: TOKEN }))),
    // Different bytes on every draw, so a state used as the verifier (or the reverse) shows.
    randomBytes: (length: number) => Uint8Array.from({ length }, (_, index) => index * 7 + ++draws),
    sha256: (text: string) =>
      Promise.resolve(Uint8Array.from(createHash("sha256").update(text).digest()).buffer),
    navigate: jest.fn(),
    listen: (listener: Listener) => void listeners.push(listener),
    forgetQuery: jest.fn(),
    show: jest.fn(),
  } satisfies SignInWindow
  /** A message arriving at the popup, from the editor unless said otherwise. */
  const receive = (data: unknown, origin = SITE, source: unknown = opener) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent))
  return { page, storage, opener, receive }
}

const returned = (query: Record<string, string>) => `${PAGE}?${new URLSearchParams(query)}`

describe("the editor's sign-in popup", () => {
  it("starts by keeping a fresh state and PKCE verifier together, and sends the function the state and the verifier's S256", async () => {
    const { page, storage } = popup(`${PAGE}?provider=github&site_id=roamcreative.com.au&scope=repo`)
    await signIn(page)
    const { state, verifier } = JSON.parse(storage.get(SIGN_IN_KEY) ?? "{}") as Record<string, string>
    expect(state).toMatch(CMS_SIGN_IN_STATE_PATTERN)
    expect(verifier).toMatch(CMS_PKCE_VERIFIER_PATTERN)
    expect(verifier).not.toBe(state)
    const challenge = s256(verifier)
    expect(challenge).toMatch(CMS_PKCE_CHALLENGE_PATTERN)
    expect(page.navigate).toHaveBeenCalledWith(
      `${AUTH_URL}?${new URLSearchParams({ origin: SITE, state, code_challenge: challenge, code_challenge_method: "S256" })}`,
    )
    expect(page.fetch).not.toHaveBeenCalled()
  })

  it("makes a new state and verifier for every sign-in", async () => {
    const first = popup(PAGE)
    const second = popup(PAGE)
    second.page.randomBytes = (length: number) => Uint8Array.from({ length }, (_, index) => 255 - index)
    await signIn(first.page)
    await signIn(second.page)
    const [a, b] = [first, second].map(({ storage }) => JSON.parse(storage.get(SIGN_IN_KEY) ?? "{}"))
    expect(a.state).not.toBe(b.state)
    expect(a.verifier).not.toBe(b.verifier)
  })

  it("does nothing but explain itself when no editor opened it", async () => {
    const { page } = popup(PAGE)
    await signIn({ ...page, opener: null })
    expect(page.navigate).not.toHaveBeenCalled()
    expect(page.show).toHaveBeenCalledWith(expect.stringContaining("Login with GitHub"))
  })

  it("back from GitHub, posts the code and the kept verifier to the function's token exchange, and the code leaves the address bar", async () => {
    const { page, storage } = popup(returned({ code: "c0de", state: STATE }), { stored: kept(STATE) })
    await signIn(page)
    expect(page.fetch).toHaveBeenCalledWith(`${AUTH_URL}${CMS_AUTH_TOKEN_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: "c0de", code_verifier: VERIFIER }),
    })
    expect(page.forgetQuery).toHaveBeenCalled()
    expect(storage.has(SIGN_IN_KEY)).toBe(false)
  })

  it("hands the token over only after the editor's window answers the handshake, to the site's origin only", async () => {
    const { page, opener, receive } = popup(returned({ code: "c0de", state: STATE }), { stored: kept(STATE) })
    await signIn(page)
    expect(opener.postMessage.mock.calls).toEqual([["authorizing:github", SITE]])

    receive("authorizing:github", "https://evil.example")
    receive("authorizing:github", SITE, { postMessage: jest.fn() })
    receive("something else")
    expect(opener.postMessage).toHaveBeenCalledTimes(1)

    receive("authorizing:github")
    expect(opener.postMessage.mock.calls).toEqual([
      ["authorizing:github", SITE],
      [SUCCESS, SITE],
    ])
    for (const [, targetOrigin] of opener.postMessage.mock.calls) expect(targetOrigin).toBe(SITE)
  })

  it.each([
    [
      "a different state",
      { stored: kept(STATE), query: { code: "c0de", state: "another-state-another-state-another-st" } },
    ],
    ["no state from GitHub", { stored: kept(STATE), query: { code: "c0de" } }],
    ["no sign-in started in this window", { stored: null, query: { code: "c0de", state: STATE } }],
    // A window that kept only the state (a page from before PKCE, or storage tampered with) has no
    // verifier to prove the code is its own.
    [
      "the state kept without a verifier",
      { stored: JSON.stringify({ state: STATE }), query: { code: "c0de", state: STATE } },
    ],
    ["a malformed verifier kept", { stored: kept(STATE, "short"), query: { code: "c0de", state: STATE } }],
    ["the bare state kept, as before PKCE", { stored: STATE, query: { code: "c0de", state: STATE } }],
  ])(
    "refuses a return with %s: no code is exchanged and the editor is told",
    async (_case, { stored, query }) => {
      const { page, opener, receive } = popup(returned(query), { stored })
      await signIn(page)
      receive("authorizing:github")
      expect(page.fetch).not.toHaveBeenCalled()
      const [, [answer, targetOrigin]] = opener.postMessage.mock.calls
      expect(targetOrigin).toBe(SITE)
      expect(answer).toMatch(/^authorization:github:error:/)
      expect(JSON.parse(answer.replace("authorization:github:error:", "")).message).toMatch(
        /not started from this window/,
      )
    },
  )

  it("passes GitHub's own error on to the editor (the editor pressed Cancel)", async () => {
    const { page, opener, receive } = popup(
      returned({
        error: "access_denied",
        error_description: "The user has denied your application access.",
        state: STATE,
      }),
      { stored: kept(STATE) },
    )
    await signIn(page)
    receive("authorizing:github")
    expect(page.fetch).not.toHaveBeenCalled()
    expect(opener.postMessage).toHaveBeenLastCalledWith(
      'authorization:github:error:{"message":"GitHub said: The user has denied your application access. Close this window and sign in again."}',
      SITE,
    )
    expect(page.show).toHaveBeenLastCalledWith(expect.stringContaining("Not signed in"))
  })

  it("passes on the function's reason when the sign-in is not set up", async () => {
    const reason =
      'Editor sign-in is not set up: GITHUB_OAUTH_CLIENT_ID is not set on the cms-auth function (docs/deploying.md, "Editing in production").'
    const { page, opener, receive } = popup(
      returned({ error: "not_configured", error_description: reason, state: STATE }),
      { stored: kept(STATE) },
    )
    await signIn(page)
    receive("authorizing:github")
    expect(opener.postMessage).toHaveBeenLastCalledWith(
      `authorization:github:error:${JSON.stringify({ message: reason })}`,
      SITE,
    )
  })

  it.each([
    [
      "the function's message",
      () => reply(400, { error: "github_refused", message: "GitHub refused the sign-in." }),
      "GitHub refused the sign-in.",
    ],
    ["its status when it has no message", () => reply(502), "answered 502"],
    [
      "that it is out of reach",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "could not be reached",
    ],
  ])("tells the editor %s when the exchange fails", async (_case, answer, words) => {
    const { page, opener, receive } = popup(returned({ code: "c0de", state: STATE }), {
      stored: kept(STATE),
      answer,
    })
    await signIn(page)
    receive("authorizing:github")
    const [message] = opener.postMessage.mock.calls.at(-1) ?? []
    expect(message).toMatch(/^authorization:github:error:\{"message":/)
    expect(message).toContain(words)
  })
})
