// The editor's sign-in popup back from GitHub (/admin/sign-in/?code=...): it refuses a return it did not start,
// exchanges the code with the verifier it kept, and hands the token or why there is none to the editor's window on
// the site's origin only, as Decap's GitHub backend expects (decap-cms-lib-auth, netlify-auth.js). Its start and
// its run in Chromium: scripts/test-sign-in-popup.mjs.
import { signIn, SIGN_IN_KEY } from "../../src/cms/sign-in-popup"

// jsdom's own origin is the site's here.
const SITE = window.location.origin
const AUTH_URL = "https://abcd.supabase.co/functions/v1/cms-auth"
const STATE = "k3Jd8s_Qm2Lx9vB4nT7pR1wZ6yH0cF5gA-eU3iO8tY2"
const VERIFIER = "Kept-by_the.popup~0123456789abcdefghijklmnopq"
const TOKEN = "gho_TestToken0123"
const kept = JSON.stringify({ state: STATE, verifier: VERIFIER })

/** What the function answers (jsdom has no Response): its status and JSON body, or a body that is not JSON. */
const reply = (status: number, body?: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => (body === undefined ? Promise.reject(new SyntaxError("not JSON")) : Promise.resolve(body)),
  } as Response)

/**
 * This window as the popup back from GitHub with `query`, opened by an editor's window (a frame whose
 * postMessage is recorded), and the sign-in run to its handshake.
 */
async function returned(
  query: Record<string, string>,
  { stored = kept as string | null, answer = () => reply(200, { token: TOKEN }) } = {},
) {
  window.history.replaceState(null, "", `/admin/sign-in/?${new URLSearchParams(query)}`)
  sessionStorage.clear()
  if (stored !== null) sessionStorage.setItem(SIGN_IN_KEY, stored)
  document.body.innerHTML =
    '<p id="status"></p><iframe title="editor"></iframe><iframe title="other"></iframe>'
  const [editor, other] = [...document.querySelectorAll("iframe")].map(
    (frame) => frame.contentWindow as Window,
  )
  const opener = { postMessage: jest.spyOn(editor, "postMessage").mockImplementation(() => undefined) }
  window.opener = editor
  window.fetch = jest.fn(answer)
  await signIn(AUTH_URL)
  /** A message arriving at the popup, from the editor unless said otherwise. */
  const receive = (data: unknown, origin = SITE, source: Window = editor) =>
    window.dispatchEvent(new MessageEvent("message", { data, origin, source }))
  /** What the editor gets once it answers the handshake. */
  const answered = () => {
    receive("authorizing:github")
    const [message, targetOrigin] = opener.postMessage.mock.calls.at(-1) ?? []
    expect(targetOrigin).toBe(SITE)
    return String(message)
  }
  const said = () => document.getElementById("status")?.textContent
  return { opener, other, receive, answered, said }
}

const error = (message: string) => `authorization:github:error:${JSON.stringify({ message })}`

describe("the editor's sign-in popup, back from GitHub", () => {
  it("exchanges the code with the kept verifier once, takes the code out of the address bar, and hands the token over only after the editor's window answers the handshake, to the site's origin only", async () => {
    const { opener, other, receive, answered, said } = await returned({ code: "c0de", state: STATE })
    expect(window.fetch).toHaveBeenCalledWith(`${AUTH_URL}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code: "c0de", code_verifier: VERIFIER }),
    })
    expect(window.location.href).toBe(`${SITE}/admin/sign-in/`)
    expect(sessionStorage.getItem(SIGN_IN_KEY)).toBeNull()
    expect(opener.postMessage.mock.calls).toEqual([["authorizing:github", SITE]])

    receive("authorizing:github", "https://evil.example")
    receive("authorizing:github", SITE, other)
    receive("something else")
    expect(opener.postMessage).toHaveBeenCalledTimes(1)
    expect(answered()).toBe(`authorization:github:success:{"token":"${TOKEN}","provider":"github"}`)
    expect(said()).toBe("Signed in. This window closes by itself.")
  })

  it.each([
    ["a different state", kept, { code: "c0de", state: "another-state-another-state-another-st" }],
    ["no state from GitHub", kept, { code: "c0de" }],
    ["no sign-in started in this window", null, { code: "c0de", state: STATE }],
    ["the state kept without a verifier", JSON.stringify({ state: STATE }), { code: "c0de", state: STATE }],
    ["a kept value that is not JSON", STATE, { code: "c0de", state: STATE }],
  ])(
    "refuses a return with %s: no code is exchanged and the editor is told",
    async (_case, stored, query) => {
      const { answered } = await returned(query, { stored })
      expect(window.fetch).not.toHaveBeenCalled()
      expect(answered()).toMatch(
        /^authorization:github:error:\{"message":"This sign-in was not started from this window/,
      )
    },
  )

  it.each([
    [
      "GitHub's own error (the editor pressed Cancel)",
      { error: "access_denied", error_description: "The user has denied your application access." },
      "GitHub said: The user has denied your application access. Close this window and sign in again.",
    ],
    [
      "the function's reason when the sign-in is not set up",
      { error: "not_configured", error_description: "Editor sign-in is not set up: ..." },
      "Editor sign-in is not set up: ...",
    ],
  ])("passes on %s", async (_case, query, message) => {
    const { answered, said } = await returned({ ...query, state: STATE })
    expect(window.fetch).not.toHaveBeenCalled()
    expect(answered()).toBe(error(message))
    expect(said()).toBe(`Not signed in: ${message}`)
  })

  it.each([
    [
      "the function's message",
      () => reply(400, { message: "GitHub refused the sign-in." }),
      "GitHub refused the sign-in.",
    ],
    [
      "its status when it has no message",
      () => reply(502),
      "The sign-in service answered 502. Close this window and sign in again.",
    ],
    [
      "that it is out of reach",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "The sign-in service could not be reached. Close this window and sign in again.",
    ],
  ])("tells the editor %s when the exchange fails", async (_case, answer, message) => {
    const { answered } = await returned({ code: "c0de", state: STATE }, { answer })
    expect(answered()).toBe(error(message))
  })
})
