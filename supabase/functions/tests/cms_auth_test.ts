// The editor's sign-in function (cms-auth): the popup sent to GitHub, and GitHub's one-time code
// exchanged for a token that only the site's own origins can receive. GitHub is a stand-in `fetch`,
// so nothing here leaves the machine. Like GitHub with PKCE, the stand-in issues a code for the
// challenge the start sent and gives a token only for the verifier that hashes to that challenge.
import assert from "node:assert/strict"
import { createApp } from "../cms-auth/app.ts"
import { GITHUB_AUTHORIZE_URL, GITHUB_TOKEN_URL } from "../cms-auth/github.ts"
import { jsonLines, type LogFields } from "../_shared/log.ts"

const SITE = "https://roamcreative.com.au"
const WWW = "https://www.roamcreative.com.au"
const FUNCTION_URL = "https://project.supabase.co/functions/v1/cms-auth"
const SIGN_IN_PAGE = `${SITE}/admin/sign-in/`
const STATE = "k3Jd8s_Qm2Lx9vB4nT7pR1wZ6yH0cF5gA-eU3iO8tY2"
const CLIENT_ID = "Ov23liTestClientId"
const CLIENT_SECRET = "test-client-secret-0123456789abcdef"
const CODE = "0123456789abcdef0123"
const TOKEN = "gho_TestTokenThatMustNeverBeLogged0123"
// The verifier a sign-in page kept, and its S256 challenge as Node's crypto computes it
// (createHash("sha256").update(VERIFIER).digest("base64url")), so s256 below is checked against it.
const VERIFIER = "k9Xp2LqR7vT4wZ1sN8bJ5cF0hD3gM6yA-uE_oI.tQ~e"
const CHALLENGE = "oe6II6CN-BI1wjGXHlp0feKrMXChiBDBtpUB7R50kfo"
// Another well-formed verifier: not the one the challenge was made from.
const OTHER_VERIFIER = "Xk4mT8pQ2vL9sR3wY7nB1cF6hJ0aD5gE-uI_oZ~tMqW"

type Call = { url: string; init: RequestInit }

/** BASE64URL(SHA-256(verifier)), computed apart from the function's code, as GitHub does. */
async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)))
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

/**
 * A stand-in for GitHub's OAuth with PKCE: `authorize` reads the challenge from the address the
 * function sent the popup to and issues a code for it; the token endpoint answers with a token only
 * when the verifier it receives hashes to that code's challenge, and refuses otherwise with an OAuth
 * error in a 200, as GitHub answers a code it will not exchange. (GitHub's exact words for a verifier
 * that does not match are not in its documentation; the function passes on whatever they are.)
 */
function pkceGitHub() {
  const challenges = new Map<string, string>([[CODE, CHALLENGE]])
  let issued = 0
  return {
    authorize(location: string): string {
      const query = new URL(location).searchParams
      assert.equal(query.get("code_challenge_method"), "S256")
      const code = `issued${String(++issued).padStart(14, "0")}`
      challenges.set(code, query.get("code_challenge") ?? "")
      return code
    },
    async token({ init }: Call): Promise<Response> {
      const { code, code_verifier } = JSON.parse(String(init.body)) as Record<string, string>
      const challenge = challenges.get(code)
      if (
        challenge === undefined ||
        typeof code_verifier !== "string" ||
        (await s256(code_verifier)) !== challenge
      )
        return Response.json({
          error: "bad_verification_code",
          error_description: "The code_verifier does not match the code_challenge.",
        })
      challenges.delete(code)
      return Response.json({ access_token: TOKEN, scope: "repo" })
    },
  }
}

/** The function with the test's environment, a stand-in for GitHub and every log line it writes. */
function open(
  github: (call: Call) => Response | Promise<Response> = pkceGitHub().token,
  env: Record<string, string> = {},
) {
  const variables: Record<string, string> = {
    SITE_URL: SITE,
    ALLOWED_ORIGINS: WWW,
    GITHUB_OAUTH_CLIENT_ID: CLIENT_ID,
    GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    ...env,
  }
  const calls: Call[] = []
  const lines: string[] = []
  const entries: LogFields[] = []
  const write = jsonLines("cms-auth", [], (line) => lines.push(line))
  const fetch = (url: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(url), init }
    calls.push(call)
    return Promise.resolve(github(call))
  }
  const app = createApp(
    { get: (name) => variables[name] || undefined },
    {
      fetch: fetch as typeof globalThis.fetch,
      log: (entry) => {
        entries.push(entry)
        write(entry)
      },
    },
  )
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
  "a sign-in starts by sending the popup to GitHub, which will send it back to the site's sign-in page",
  async () => {
    const { app } = open()
    const response = await app.handle(start({ origin: SITE, state: STATE }))
    assert.equal(response.status, 302)
    assert.equal(response.headers.get("Cache-Control"), "no-store")
    const location = new URL(response.headers.get("Location") ?? "")
    assert.equal(`${location.origin}${location.pathname}`, GITHUB_AUTHORIZE_URL)
    assert.deepEqual(Object.fromEntries(location.searchParams), {
      client_id: CLIENT_ID,
      redirect_uri: SIGN_IN_PAGE,
      scope: "repo",
      state: STATE,
      code_challenge: CHALLENGE,
      code_challenge_method: "S256",
      allow_signup: "false",
    })
    assert.equal(response.body, null)
  },
)

Deno.test("every origin in ALLOWED_ORIGINS gets GitHub to send it back to its own sign-in page", async () => {
  const { app } = open()
  const response = await app.handle(start({ origin: WWW, state: STATE }))
  const location = new URL(response.headers.get("Location") ?? "")
  assert.equal(location.searchParams.get("redirect_uri"), `${WWW}/admin/sign-in/`)
})

Deno.test("a sign-in for another origin is refused: GitHub would send the popup there", async () => {
  const { app, entries } = open()
  for (const origin of ["https://evil.example", `${SITE}.evil.example`, ""]) {
    const response = await app.handle(start({ origin, state: STATE }))
    assert.equal(response.status, 400, origin)
    assert.equal(response.headers.get("Location"), null)
    assert.equal((await response.json()).error, "origin_not_allowed")
  }
  assert.equal(entries.at(-1)?.outcome, "origin_refused")
})

Deno.test("a sign-in without the page's state, or with a guessable one, is refused", async () => {
  const { app } = open()
  const queries: Record<string, string>[] = [
    { origin: SITE },
    { origin: SITE, state: "abc" },
    { origin: SITE, state: `${STATE}<` },
  ]
  for (const query of queries) {
    const response = await app.handle(start(query))
    assert.equal(response.status, 400, JSON.stringify(query))
    assert.equal((await response.json()).error, "invalid_state")
  }
})

Deno.test(
  "the exchange sends GitHub the code, the verifier, the app's secret and the same redirect_uri",
  async () => {
    const { app, calls } = open()
    const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
    assert.equal(response.status, 200)
    assert.equal(calls.length, 1)
    const [{ url, init }] = calls
    assert.equal(url, GITHUB_TOKEN_URL)
    assert.equal(init.method, "POST")
    assert.equal(new Headers(init.headers).get("Accept"), "application/json")
    assert.deepEqual(JSON.parse(String(init.body)), {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: CODE,
      code_verifier: VERIFIER,
      redirect_uri: SIGN_IN_PAGE,
    })
    await response.body?.cancel()
  },
)

Deno.test("the token goes back to the asking site origin only, uncached", async () => {
  const { app } = open()
  const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }, WWW))
  assert.deepEqual(await response.json(), { token: TOKEN })
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), WWW)
  assert.equal(response.headers.get("Cache-Control"), "no-store")
  assert.equal(response.headers.get("Content-Type"), "application/json; charset=utf-8")
})

Deno.test(
  "a GitHub App's expiring token reaches the editor alone: its refresh token never leaves the function",
  async () => {
    // GitHub's answer for a GitHub App with expiring user tokens (8 hours; the refresh token lasts 6
    // months). Decap never refreshes, so a refresh token in the browser would only outlive the expiry.
    const appToken = "ghu_TestAppUserTokenThatExpires0123"
    const refreshToken = "ghr_TestRefreshTokenThatMustStayHere0123"
    const { app, lines, entries } = open(() =>
      Response.json({
        access_token: appToken,
        expires_in: 28800,
        refresh_token: refreshToken,
        refresh_token_expires_in: 15897600,
        scope: "",
        token_type: "bearer",
      }),
    )
    const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { token: appToken })
    assert.equal(entries.at(-1)?.outcome, "signed_in")
    assert.ok(!lines.join("\n").includes(refreshToken))
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
  "an exchange from another origin, or from no browser, is refused before GitHub is asked",
  async () => {
    const { app, calls } = open()
    for (const origin of ["https://evil.example", null]) {
      const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }, origin))
      assert.equal(response.status, 403, String(origin))
      assert.equal(response.headers.get("Access-Control-Allow-Origin"), null)
      await response.body?.cancel()
    }
    assert.equal(calls.length, 0)
  },
)

Deno.test(
  "an exchange without a code GitHub could have written is refused before GitHub is asked",
  async () => {
    const { app, calls } = open()
    for (const body of [
      {},
      { code_verifier: VERIFIER },
      { code: 42, code_verifier: VERIFIER },
      { code: "", code_verifier: VERIFIER },
      { code: "abc def", code_verifier: VERIFIER },
      "code",
      null,
      { code: "x".repeat(201), code_verifier: VERIFIER },
    ]) {
      const response = await app.handle(exchange(body))
      assert.equal(response.status, 400, JSON.stringify(body))
      assert.equal((await response.json()).error, "invalid_code")
    }
    assert.equal(calls.length, 0)
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
    assert.equal(entries.at(-1)?.status, 502)
  }
})

Deno.test("an app secret GitHub does not accept is the operator's problem, named as such", async () => {
  const { app } = open(() => Response.json({ error: "incorrect_client_credentials" }))
  const response = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
  assert.equal(response.status, 503)
  assert.match((await response.json()).message, /GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET/)
})

Deno.test(
  "without the app's values, the editor is told which are missing and the log names them",
  async () => {
    const { app, calls, entries } = open(undefined, { GITHUB_OAUTH_CLIENT_SECRET: "" })
    assert.deepEqual(app.config.missing, ["GITHUB_OAUTH_CLIENT_SECRET"])
    assert.deepEqual(entries[0], {
      outcome: "config_problem",
      detail:
        'Editor sign-in is not set up: GITHUB_OAUTH_CLIENT_SECRET is not set on the cms-auth function (docs/deploying.md, "Editing in production").',
    })

    // The popup goes back to the sign-in page with the reason, as GitHub reports its errors.
    const started = await app.handle(start({ origin: SITE, state: STATE }))
    assert.equal(started.status, 302)
    const location = new URL(started.headers.get("Location") ?? "")
    assert.equal(`${location.origin}${location.pathname}`, SIGN_IN_PAGE)
    assert.equal(location.searchParams.get("error"), "not_configured")
    assert.equal(location.searchParams.get("state"), STATE)
    assert.match(
      location.searchParams.get("error_description") ?? "",
      /GITHUB_OAUTH_CLIENT_SECRET is not set/,
    )

    const exchanged = await app.handle(exchange({ code: CODE, code_verifier: VERIFIER }))
    assert.equal(exchanged.status, 503)
    assert.match((await exchanged.json()).message, /GITHUB_OAUTH_CLIENT_SECRET is not set/)
    assert.equal(calls.length, 0)
  },
)

Deno.test("with neither value set, both are named, and every log line is an error", () => {
  const lines: string[] = []
  const app = createApp({ get: (name) => ({ SITE_URL: SITE })[name] }, { log: () => {} })
  assert.match(app.config.problems[0], /GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are not set/)
  jsonLines("cms-auth", app.config.problems, (line) => lines.push(line))({
    outcome: "to_github",
    status: 302,
  })
  const entry = JSON.parse(lines[0])
  assert.equal(entry.level, "error")
  assert.equal(entry.fn, "cms-auth")
})

Deno.test(
  "the log never holds the token, the code, the state, the verifier, the challenge or the secret",
  async () => {
    const github = () => Response.json({ access_token: TOKEN, scope: "repo" })
    const { app, lines } = open(github)
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
    for (const secret of [TOKEN, CODE, STATE, CLIENT_SECRET, VERIFIER, CHALLENGE, malformed])
      assert.ok(!written.includes(secret), secret)
  },
)

Deno.test(
  "a start without an S256 challenge is refused: GitHub would issue a code anyone could exchange",
  async () => {
    const { app, entries } = open()
    const cases: Record<string, string>[] = [
      {},
      { code_challenge: CHALLENGE },
      { code_challenge: CHALLENGE, code_challenge_method: "plain" },
      { code_challenge: VERIFIER, code_challenge_method: "S256" },
      { code_challenge: CHALLENGE.slice(1), code_challenge_method: "S256" },
      { code_challenge: `${CHALLENGE.slice(1)}+`, code_challenge_method: "S256" },
    ]
    for (const pkce of cases) {
      const response = await app.handle(start({ origin: SITE, state: STATE }, pkce))
      assert.equal(response.status, 400, JSON.stringify(pkce))
      assert.equal(response.headers.get("Location"), null)
      const body = await response.json()
      assert.equal(body.error, "invalid_challenge")
      assert.match(body.message, /code_challenge_method=S256/)
    }
    assert.equal(entries.at(-1)?.outcome, "invalid_challenge")
  },
)

Deno.test("an exchange without a well-formed verifier is refused before GitHub is asked", async () => {
  const { app, calls, entries } = open()
  for (const verifier of [
    undefined,
    42,
    "",
    VERIFIER.slice(1),
    "x".repeat(129),
    `${VERIFIER.slice(1)} `,
    `${VERIFIER.slice(1)}+`,
  ]) {
    const response = await app.handle(exchange({ code: CODE, code_verifier: verifier }))
    assert.equal(response.status, 400, String(verifier))
    const body = await response.json()
    assert.equal(body.error, "invalid_verifier")
    assert.match(body.message, /PKCE code_verifier is missing or malformed/)
  }
  assert.equal(calls.length, 0)
  assert.equal(entries.at(-1)?.outcome, "invalid_verifier")
  assert.equal(entries.at(-1)?.detail, undefined)
})

Deno.test("GitHub gives the token for the verifier whose S256 the start sent, and for no other", async () => {
  assert.equal(await s256(VERIFIER), CHALLENGE, "the stand-in hashes as Node's crypto does")
  const github = pkceGitHub()
  const { app, calls } = open(github.token)
  const verifier = "Fresh-verifier_made.by~the-page-0123456789abcdefXYZ"
  const challenge = await s256(verifier)

  const started = await app.handle(
    start({ origin: SITE, state: STATE }, { code_challenge: challenge, code_challenge_method: "S256" }),
  )
  const location = started.headers.get("Location") ?? ""
  assert.equal(new URL(location).searchParams.get("code_challenge"), challenge)

  // Someone who caught the code but not the page's verifier gets nothing.
  const stolen = github.authorize(location)
  const refused = await app.handle(exchange({ code: stolen, code_verifier: OTHER_VERIFIER }))
  assert.equal(refused.status, 400)
  const reason = await refused.json()
  assert.equal(reason.error, "github_refused")
  assert.match(reason.message, /code_verifier does not match/)

  const code = github.authorize(location)
  const signedIn = await app.handle(exchange({ code, code_verifier: verifier }))
  assert.equal(signedIn.status, 200)
  assert.deepEqual(await signedIn.json(), { token: TOKEN })
  assert.equal(JSON.parse(String(calls.at(-1)?.init.body)).code_verifier, verifier)
})
