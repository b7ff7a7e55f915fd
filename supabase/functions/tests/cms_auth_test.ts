// The editor's sign-in function (cms-auth): the popup sent to GitHub, and GitHub's one-time code
// exchanged for a token that only the site's own origins can receive. GitHub is a stand-in `fetch`,
// so nothing here leaves the machine.
import assert from "node:assert/strict"
import { createApp } from "../cms-auth/app.ts"
import { readConfig } from "../cms-auth/config.ts"
import { jsonLines, type LogFields } from "../_shared/log.ts"
import { SITE, WWW_SITE } from "./support/harness.ts"

const FUNCTION_URL = "https://project.supabase.co/functions/v1/cms-auth"
const STATE = "k3Jd8s_Qm2Lx9vB4nT7pR1wZ6yH0cF5gA-eU3iO8tY2"
const CLIENT_ID = "Ov23liTestClientId"
const CLIENT_SECRET = "test-client-secret-0123456789abcdef"
const CODE = "0123456789abcdef0123"
const TOKEN = "ghu_TestTokenThatMustNeverBeLogged0123"
// GitHub App user tokens expire; Decap never refreshes, so the refresh token stays in the function.
const REFRESH_TOKEN = "ghr_TestRefreshTokenThatMustStayHere0123"
// A verifier the sign-in page kept, and its S256 challenge (RFC 7636: BASE64URL(SHA-256(verifier))).
const VERIFIER = "k9Xp2LqR7vT4wZ1sN8bJ5cF0hD3gM6yA-uE_oI.tQ~e"
const CHALLENGE = "oe6II6CN-BI1wjGXHlp0feKrMXChiBDBtpUB7R50kfo"

type Call = { url: string; init: RequestInit }

/** The function with the test's environment, a stand-in for GitHub and every log line it writes. */
function open(
  github: (call: Call) => Response = () =>
    Response.json({ access_token: TOKEN, expires_in: 28800, refresh_token: REFRESH_TOKEN, scope: "" }),
  env: Record<string, string> = {},
) {
  const variables: Record<string, string> = {
    SITE_URL: SITE,
    ALLOWED_ORIGINS: WWW_SITE,
    GITHUB_OAUTH_CLIENT_ID: CLIENT_ID,
    GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    ...env,
  }
  const environment = { get: (name: string) => variables[name] || undefined }
  const calls: Call[] = []
  const lines: string[] = []
  const entries: LogFields[] = []
  // As the function writes its log: every line an error while the configuration has a problem.
  const write = jsonLines("cms-auth", readConfig(environment).problems, (line) => lines.push(line))
  const fetch = (url: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(url), init }
    calls.push(call)
    return Promise.resolve(call).then(github)
  }
  const app = createApp(environment, {
    fetch: fetch as typeof globalThis.fetch,
    log: (entry) => {
      entries.push(entry)
      write(entry)
    },
  })
  return { app, calls, lines, entries }
}

/** The start as the sign-in page sends it, with the challenge of VERIFIER unless `query` says otherwise. */
const start = (
  query: Record<string, string>,
  pkce: Record<string, string> = { code_challenge: CHALLENGE, code_challenge_method: "S256" },
) => new Request(`${FUNCTION_URL}?${new URLSearchParams({ ...query, ...pkce })}`, { redirect: "manual" })

/** The exchange as the sign-in page posts it: GitHub's code and the verifier it kept. */
const exchange = (body: unknown, origin: string | null = SITE) =>
  new Request(`${FUNCTION_URL}/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify(body),
  })

Deno.test(
  "a sign-in starts by sending the popup to GitHub, which will send it back to the asking origin's sign-in page",
  async () => {
    const { app } = open()
    for (const origin of [SITE, WWW_SITE]) {
      const response = await app.handle(start({ origin, state: STATE }))
      assert.equal(response.status, 302)
      assert.equal(response.headers.get("Cache-Control"), "no-store")
      assert.equal(response.body, null)
      const location = new URL(response.headers.get("Location") ?? "")
      assert.equal(`${location.origin}${location.pathname}`, "https://github.com/login/oauth/authorize")
      assert.deepEqual(Object.fromEntries(location.searchParams), {
        client_id: CLIENT_ID,
        redirect_uri: `${origin}/admin/sign-in/`,
        scope: "repo",
        state: STATE,
        code_challenge: CHALLENGE,
        code_challenge_method: "S256",
        allow_signup: "false",
      })
    }
  },
)

Deno.test(
  "a start is refused, with no way on to GitHub, for another origin (GitHub would send the popup there), without the page's state or with a guessable one, and without an S256 challenge (GitHub would issue a code anyone could exchange)",
  async () => {
    const { app, entries } = open()
    const pkce = { code_challenge: CHALLENGE, code_challenge_method: "S256" }
    const states: Record<string, string>[] = [{}, { state: "abc" }, { state: `${STATE}<` }]
    const challenges: Record<string, string>[] = [
      {},
      { code_challenge: CHALLENGE },
      { code_challenge: CHALLENGE, code_challenge_method: "plain" },
      { code_challenge: VERIFIER, code_challenge_method: "S256" },
      { code_challenge: `${CHALLENGE.slice(1)}+`, code_challenge_method: "S256" },
    ]
    // Each refused start: its query, the editor's error and the log's outcome.
    const refusals: Array<readonly [Record<string, string>, string, string]> = [
      ...["https://evil.example", `${SITE}.evil.example`, ""].map(
        (origin) => [{ ...pkce, origin, state: STATE }, "origin_not_allowed", "origin_refused"] as const,
      ),
      ...states.map(
        (state) => [{ ...pkce, origin: SITE, ...state }, "invalid_state", "invalid_state"] as const,
      ),
      ...challenges.map(
        (challenge) =>
          [{ origin: SITE, state: STATE, ...challenge }, "invalid_challenge", "invalid_challenge"] as const,
      ),
    ]
    for (const [query, error, outcome] of refusals) {
      const response = await app.handle(start(query, {}))
      assert.equal(response.status, 400, JSON.stringify(query))
      assert.equal(response.headers.get("Location"), null)
      const body = await response.json()
      assert.equal(body.error, error)
      if (error === "invalid_challenge") assert.match(body.message, /code_challenge_method=S256/)
      assert.equal(entries.at(-1)?.outcome, outcome)
    }
  },
)

Deno.test("a preflight from the site may post the code; one from elsewhere may not", async () => {
  const { app } = open()
  const preflight = (origin: string) =>
    app.handle(new Request(`${FUNCTION_URL}/token`, { method: "OPTIONS", headers: { Origin: origin } }))
  const allowed = await preflight(SITE)
  assert.equal(allowed.status, 204)
  assert.equal(allowed.headers.get("Access-Control-Allow-Origin"), SITE)
  assert.match(allowed.headers.get("Access-Control-Allow-Headers") ?? "", /content-type/)
  const refused = await preflight("https://evil.example")
  assert.equal(refused.status, 403)
  assert.equal(refused.headers.get("Access-Control-Allow-Origin"), null)
  await refused.body?.cancel()
})

Deno.test(
  "GitHub's code and the page's verifier, sent back from the asking origin, buy the editor's token",
  async () => {
    for (const origin of [SITE, WWW_SITE]) {
      const { app, calls } = open()
      const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }, origin))
      assert.equal(response.status, 200)
      assert.deepEqual(await response.json(), { token: TOKEN })
      assert.equal(response.headers.get("Access-Control-Allow-Origin"), origin)
      assert.equal(calls[0].url, "https://github.com/login/oauth/access_token")
      assert.deepEqual(JSON.parse(String(calls[0].init.body)), {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        code: CODE,
        code_verifier: VERIFIER,
        redirect_uri: `${origin}/admin/sign-in/`,
      })
    }
  },
)

Deno.test(
  "an exchange from another origin or no browser, without a code GitHub could have written or without a well-formed verifier is refused before GitHub is asked",
  async () => {
    const { app, calls, entries } = open()
    for (const origin of ["https://evil.example", null]) {
      const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }, origin))
      assert.equal(response.status, 403, String(origin))
      assert.equal(response.headers.get("Access-Control-Allow-Origin"), null)
      await response.body?.cancel()
    }
    for (const body of [{ code_verifier: VERIFIER }, { code: 42 }, { code: "abc def" }, "code", null]) {
      const response = await app.handle(exchange(body))
      assert.equal(response.status, 400, JSON.stringify(body))
      assert.equal((await response.json()).error, "invalid_code")
    }
    for (const verifier of [undefined, 42, VERIFIER.slice(1), "x".repeat(129), `${VERIFIER.slice(1)}+`]) {
      const response = await app.handle(exchange({ code: CODE, code_verifier: verifier }))
      assert.equal(response.status, 400, String(verifier))
      const body = await response.json()
      assert.equal(body.error, "invalid_verifier")
      assert.match(body.message, /PKCE code_verifier is missing or malformed/)
    }
    assert.equal(calls.length, 0)
    assert.equal(entries.at(-1)?.outcome, "invalid_verifier")
  },
)

Deno.test(
  "GitHub's refusal of a code reaches the editor in GitHub's words, and the log gets its code",
  async () => {
    const { app, entries } = open(() =>
      Response.json({
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired.",
      }),
    )
    const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
    assert.equal(response.status, 400)
    const body = await response.json()
    assert.equal(body.error, "github_refused")
    assert.match(body.message, /The code passed is incorrect or expired\..*sign in again/)
    assert.equal(response.headers.get("Access-Control-Allow-Origin"), SITE)
    assert.deepEqual(
      { outcome: entries.at(-1)?.outcome, detail: entries.at(-1)?.detail },
      { outcome: "github_refused", detail: "bad_verification_code" },
    )
  },
)

Deno.test("GitHub out of reach, failing or answering nonsense is a 502 that says to try again", async () => {
  const failures: Array<[string, () => Response]> = [
    [
      "TypeError",
      () => {
        throw new TypeError("error sending request: connection refused")
      },
    ],
    ["github_http_500", () => new Response("Internal Server Error", { status: 500 })],
    ["github_not_json", () => new Response("<html>unicorn</html>", { status: 200 })],
    ["github_no_token", () => Response.json({ token_type: "bearer" })],
  ]
  for (const [detail, github] of failures) {
    const { app, entries } = open(github)
    const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
    assert.equal(response.status, 502, detail)
    const body = await response.json()
    assert.equal(body.error, "github_unavailable")
    assert.match(body.message, /Wait a minute/)
    assert.equal(entries.at(-1)?.detail, detail)
  }
})

Deno.test("an app secret GitHub does not accept is the operator's problem, named as such", async () => {
  const { app } = open(() => Response.json({ error: "incorrect_client_credentials" }))
  const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
  assert.equal(response.status, 503)
  assert.match((await response.json()).message, /GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET/)
})

Deno.test(
  "without the app's values, the editor is told which are missing and every log line names them as an error",
  async () => {
    const missing = [
      [{ GITHUB_OAUTH_CLIENT_SECRET: "" }, "GITHUB_OAUTH_CLIENT_SECRET is not set"],
      [
        { GITHUB_OAUTH_CLIENT_ID: "", GITHUB_OAUTH_CLIENT_SECRET: "" },
        "GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are not set",
      ],
    ] as const
    // The section the message sends the operator to.
    const deploying = await Deno.readTextFile(new URL("../../../docs/deploying.md", import.meta.url))
    assert.match(deploying, /^### Editing in production/m)
    for (const [env, named] of missing) {
      const { app, calls, entries, lines } = open(undefined, env)
      assert.deepEqual(entries[0], {
        outcome: "config_problem",
        detail: `Editor sign-in is not set up: ${named} on the cms-auth function (docs/deploying.md, "Editing in production").`,
      })
      // The popup goes back to the sign-in page with the reason, as GitHub reports its errors.
      const started = await app.handle(start({ origin: SITE, state: STATE }))
      const location = new URL(started.headers.get("Location") ?? "")
      assert.equal(`${location.origin}${location.pathname}`, `${SITE}/admin/sign-in/`)
      assert.equal(location.searchParams.get("error"), "not_configured")
      assert.equal(location.searchParams.get("state"), STATE)
      assert.match(location.searchParams.get("error_description") ?? "", new RegExp(named))

      const exchanged = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
      assert.equal(exchanged.status, 503)
      assert.match((await exchanged.json()).message, new RegExp(named))
      assert.equal(calls.length, 0)
      for (const line of lines) assert.equal(JSON.parse(line).level, "error", line)
    }
  },
)

Deno.test(
  "the log never holds the tokens, the code, the state, the verifier, the challenge or the secret",
  async () => {
    const { app, lines } = open()
    await (await app.handle(start({ origin: SITE, state: STATE }))).body?.cancel()
    await (await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))).body?.cancel()
    const refused = open(() =>
      Response.json({ error: "bad_verification_code", error_description: `no ${CODE}` }),
    )
    await (await refused.app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))).body?.cancel()
    const malformed = `${VERIFIER}!`
    await (await app.handle(exchange({ code: CODE, code_verifier: malformed }))).body?.cancel()
    const written = [...lines, ...refused.lines].join("\n")
    assert.match(written, /"outcome":"signed_in"/)
    assert.match(written, /"outcome":"invalid_verifier"/)
    for (const secret of [TOKEN, REFRESH_TOKEN, CODE, STATE, CLIENT_SECRET, VERIFIER, CHALLENGE, malformed])
      assert.ok(!written.includes(secret), secret)
  },
)
