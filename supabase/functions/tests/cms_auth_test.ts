// The editor's sign-in function (cms-auth): the popup sent to GitHub, and GitHub's one-time code
// exchanged for a token that only the site's own origins can receive. GitHub is a stand-in `fetch`,
// so nothing here leaves the machine.
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

type Call = { url: string; init: RequestInit }

/** The function with the test's environment, a stand-in for GitHub and every log line it writes. */
function open(
  github: (call: Call) => Response | Promise<Response> = () =>
    Response.json({ access_token: TOKEN, scope: "repo" }),
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

const start = (query: Record<string, string>) =>
  new Request(`${FUNCTION_URL}?${new URLSearchParams(query)}`, { redirect: "manual" })

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
  "the exchange sends GitHub the code, the OAuth App's secret and the same redirect_uri",
  async () => {
    const { app, calls } = open()
    const response = await app.handle(exchange({ code: CODE }))
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
      redirect_uri: SIGN_IN_PAGE,
    })
    await response.body?.cancel()
  },
)

Deno.test("the token goes back to the asking site origin only, uncached", async () => {
  const { app } = open()
  const response = await app.handle(exchange({ code: CODE }, WWW))
  assert.deepEqual(await response.json(), { token: TOKEN })
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), WWW)
  assert.equal(response.headers.get("Cache-Control"), "no-store")
  assert.equal(response.headers.get("Content-Type"), "application/json; charset=utf-8")
})

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
      const response = await app.handle(exchange({ code: CODE }, origin))
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
      { code: 42 },
      { code: "" },
      { code: "abc def" },
      "code",
      { code: "x".repeat(201) },
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
    const response = await app.handle(exchange({ code: CODE }))
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
    const response = await app.handle(exchange({ code: CODE }))
    assert.equal(response.status, 502, detail)
    const body = await response.json()
    assert.equal(body.error, "github_unavailable")
    assert.match(body.message, /Wait a minute/)
    assert.equal(entries.at(-1)?.detail, detail)
    assert.equal(entries.at(-1)?.status, 502)
  }
})

Deno.test("an OAuth App secret GitHub does not accept is the operator's problem, named as such", async () => {
  const { app } = open(() => Response.json({ error: "incorrect_client_credentials" }))
  const response = await app.handle(exchange({ code: CODE }))
  assert.equal(response.status, 503)
  assert.match((await response.json()).message, /GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET/)
})

Deno.test(
  "without the OAuth App's values, the editor is told which are missing and the log names them",
  async () => {
    const { app, calls, entries } = open(undefined, { GITHUB_OAUTH_CLIENT_SECRET: "" })
    assert.deepEqual(app.config.missing, ["GITHUB_OAUTH_CLIENT_SECRET"])
    assert.deepEqual(entries[0], {
      outcome: "config_problem",
      detail:
        'Editor sign-in is not set up: GITHUB_OAUTH_CLIENT_SECRET is not set on the cms-auth function (README, "Editing in production").',
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

    const exchanged = await app.handle(exchange({ code: CODE }))
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

Deno.test("the log never holds the token, the code, the state or the secret", async () => {
  const github = () => Response.json({ access_token: TOKEN, scope: "repo" })
  const { app, lines } = open(github)
  await (await app.handle(start({ origin: SITE, state: STATE }))).body?.cancel()
  await (await app.handle(exchange({ code: CODE }))).body?.cancel()
  const refused = open(() =>
    Response.json({ error: "bad_verification_code", error_description: `no ${CODE}` }),
  )
  await (await refused.app.handle(exchange({ code: CODE }))).body?.cancel()
  const written = [...lines, ...refused.lines].join("\n")
  assert.match(written, /"outcome":"signed_in"/)
  for (const secret of [TOKEN, CODE, STATE, CLIENT_SECRET]) assert.ok(!written.includes(secret), secret)
})
