// Does the editor's GitHub sign-in popup still answer its editor under the opener policies the site
// sends? Measured in Chromium, not read from documentation: Cloudflare's local runtime (wrangler pages
// dev) serves a folder with this build's _headers rules (src/node/security-headers.ts), the real sign-in
// page and script (src/node/sign-in-page.ts) and a stand-in for the editor at /admin/; a local server
// on another origin plays the cms-auth function and GitHub (with PKCE). The popup goes from the site to
// that origin and back, as it goes to GitHub and back, and the test reads what reached the editor.
//
// The controls show that the policy is enforced here (http://127.0.0.1 is a secure context, so
// Chromium applies Cross-Origin-Opener-Policy), so the deployed case cannot pass merely because
// the browser ignored the header. Run by `npm run test:popup` (in `npm test`); no build needed.
import assert from "node:assert/strict"
import { createHash } from "node:crypto"
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after, before, test } from "node:test"
import { chromium } from "@playwright/test"
import { headerRules, headersFile } from "../src/node/security-headers.ts"
import { cmsAuthUrl, signInPageHtml, writeSignInPage } from "../src/node/sign-in-page.ts"
import browser from "./lib/chromium.json" with { type: "json" }
import { freePort } from "./lib/free-port.mjs"
import { startPagesDev } from "./lib/pages-dev.mjs"
import { stopProcess } from "./lib/processes.mjs"

const POPUP_SOURCE = join(import.meta.dirname, "../src/cms/sign-in-popup.ts")
const TOKEN = "gho_StandInTokenFromTheStandInGitHub"
const COOP = "Cross-Origin-Opener-Policy"

// Pages only this test serves, each with one opener policy, beside the site's own rules.
const CONTROL_EDITOR = "/coop-control/editor/"
const CONTROL_SIGN_IN = "/coop-control/sign-in/"

/**
 * The editor's half of Decap's handshake (decap-cms-lib-auth, netlify-auth.js): open the sign-in page
 * in a popup, answer "authorizing:github" through the popup's handle, keep what arrives. The page
 * opens ?sign-in=<path> (the site's /admin/sign-in/ unless a control says otherwise).
 */
const EDITOR_SCRIPT = `
window.received = []
let popup = null
document.getElementById("login").addEventListener("click", () => {
  const path = new URLSearchParams(location.search).get("sign-in") || "/admin/sign-in/"
  popup = window.open(path, "decap-auth", "width=600,height=600")
})
window.addEventListener("message", (event) => {
  if (event.origin !== location.origin) return
  window.received.push(String(event.data))
  if (event.data === "authorizing:github" && popup) popup.postMessage(event.data, event.origin)
})
`
const EDITOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor stand-in</title>
<script src="/coop-control/editor.js" defer></script></head>
<body><button id="login" type="button">Login with GitHub</button></body></html>`

/** The stand-in for cms-auth and GitHub on its own origin; `scenario` says what GitHub's page sends. */
function standInServer(scenario) {
  const challenges = new Map()
  let issued = 0
  const s256 = (verifier) => createHash("sha256").update(verifier).digest("base64url")
  return createServer(async (request, response) => {
    const url = new URL(request.url, "http://stand-in")
    const origin = request.headers.origin
    if (url.pathname === "/functions/v1/cms-auth") {
      // cms-auth's start: on to "GitHub" with the state and the challenge, as the real one does.
      const authorize = new URLSearchParams({
        state: url.searchParams.get("state") ?? "",
        code_challenge: url.searchParams.get("code_challenge") ?? "",
        redirect_uri: `${url.searchParams.get("origin")}${scenario.signInPath}`,
      })
      response.writeHead(302, { Location: `/login/oauth/authorize?${authorize}` }).end()
    } else if (url.pathname === "/login/oauth/authorize") {
      // GitHub's page: a document (with the opener policy the scenario gives it) that sends the
      // popup back with a code, as GitHub does once the editor approves.
      const code = `code${++issued}`
      challenges.set(code, url.searchParams.get("code_challenge"))
      const back = `${url.searchParams.get("redirect_uri")}?${new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" })}`
      response.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        ...(scenario.githubCoop ? { [COOP]: scenario.githubCoop } : {}),
      })
      response.end(
        `<!doctype html><meta http-equiv="refresh" content="0;url=${back.replace(/&/g, "&amp;")}">`,
      )
    } else if (url.pathname === "/functions/v1/cms-auth/token") {
      const cors = { "Access-Control-Allow-Origin": origin ?? "", Vary: "Origin" }
      if (request.method === "OPTIONS") {
        response.writeHead(204, { ...cors, "Access-Control-Allow-Headers": "content-type" }).end()
        return
      }
      let body = ""
      for await (const chunk of request) body += chunk
      const { code, code_verifier: verifier } = JSON.parse(body)
      const ok = typeof verifier === "string" && challenges.get(code) === s256(verifier)
      response.writeHead(ok ? 200 : 400, { ...cors, "Content-Type": "application/json" })
      response.end(JSON.stringify(ok ? { token: TOKEN } : { message: "The verifier does not match." }))
    } else {
      response.writeHead(404).end()
    }
  })
}

// Each callback passed to evaluate runs in the page, where globalThis is the window.
let dir, host, standIn, standInOrigin, chrome
const scenario = { githubCoop: "", signInPath: "/admin/sign-in/" }

before(async () => {
  const port = await freePort()
  standIn = standInServer(scenario)
  await new Promise((resolve) => standIn.listen(port, "127.0.0.1", resolve))
  standInOrigin = `http://127.0.0.1:${port}`

  dir = await mkdtemp(join(tmpdir(), "sign-in-popup-"))
  await writeSignInPage(dir, POPUP_SOURCE, standInOrigin)
  // The same page where a control rule gives it an opener policy of its own; it loads the same script.
  await mkdir(join(dir, CONTROL_SIGN_IN), { recursive: true })
  await writeFile(join(dir, CONTROL_SIGN_IN, "index.html"), signInPageHtml(cmsAuthUrl(standInOrigin)))
  await writeFile(join(dir, "coop-control/editor.js"), EDITOR_SCRIPT)
  await writeFile(join(dir, "admin/index.html"), EDITOR_HTML)
  await mkdir(join(dir, CONTROL_EDITOR), { recursive: true })
  await writeFile(join(dir, CONTROL_EDITOR, "index.html"), EDITOR_HTML)

  const rules = headerRules({
    functionOrigin: standInOrigin,
    inline: { scripts: [], styles: [] },
  })
  const controls = [
    // An editor that isolates itself completely.
    { path: `${CONTROL_EDITOR}*`, headers: { [COOP]: "same-origin" } },
    // The sign-in page with /admin/*'s policy, as it would have it if its own rule did not replace it.
    { path: `${CONTROL_SIGN_IN}*`, headers: { [COOP]: "same-origin-allow-popups" } },
  ]
  await writeFile(join(dir, "_headers"), headersFile([...rules, ...controls]))
  host = await startPagesDev({ dir })
  chrome = await chromium.launch({
    executablePath: browser.executablePath,
    args: browser.flags,
    headless: true,
  })
})

after(async () => {
  await chrome?.close()
  await stopProcess(host?.child)
  await new Promise((resolve) => (standIn ? standIn.close(resolve) : resolve()))
  if (dir) await rm(dir, { recursive: true, force: true })
})

/**
 * One sign-in: the editor at `editorPath` opens the popup at `signInPath`; resolves with what the
 * editor received, what the popup says, and whether the popup still has an opener at the end.
 */
async function signIn({ editorPath = "/admin/", signInPath = "/admin/sign-in/", githubCoop = "" } = {}) {
  Object.assign(scenario, { githubCoop, signInPath })
  const context = await chrome.newContext()
  try {
    const editor = await context.newPage()
    const editorResponse = await editor.goto(`${host.url}${editorPath}?sign-in=${signInPath}`)
    const popupOpened = context.waitForEvent("page")
    await editor.click("#login")
    const popup = await popupOpened
    // The popup's last word: signed in, not signed in, or no editor to answer.
    const status = popup.locator("#status")
    await status.filter({ hasText: /Signed in\.|Not signed in|open the editor/ }).waitFor({ timeout: 10_000 })
    if (/Signed in\./.test(await status.textContent()))
      await editor.waitForFunction(() => globalThis.received.length >= 2, null, { timeout: 5_000 })
    return {
      editorPolicy: editorResponse.headers()[COOP.toLowerCase()] ?? null,
      received: await editor.evaluate(() => globalThis.received),
      said: await status.textContent(),
      hasOpener: await popup.evaluate(() => globalThis.opener !== null),
      popupUrl: popup.url(),
    }
  } finally {
    await context.close()
  }
}

const SUCCESS = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`

test("as deployed: /admin/ isolates itself with same-origin-allow-popups, and the popup back from GitHub still hands the editor its token", async () => {
  const result = await signIn()
  assert.equal(result.editorPolicy, "same-origin-allow-popups", "the host sends /admin/ the policy")
  assert.deepEqual(result.received, ["authorizing:github", SUCCESS])
  assert.equal(result.hasOpener, true)
  assert.match(result.popupUrl, /\/admin\/sign-in\/$/, "the code left the popup's address")
})

test("if GitHub's page sent Cross-Origin-Opener-Policy: same-origin, no policy of ours could keep the popup's opener", async () => {
  const result = await signIn({ githubCoop: "same-origin" })
  assert.deepEqual(result.received, [])
  assert.equal(result.hasOpener, false)
  // It went to GitHub and came back with a code, and only then found no editor to answer.
  assert.match(result.popupUrl, /\/admin\/sign-in\/\?code=/)
  assert.match(result.said, /open the editor/)
})

test("control: an editor with same-origin is cut off from its popup, so the policy is enforced here", async () => {
  const result = await signIn({ editorPath: CONTROL_EDITOR })
  assert.equal(result.editorPolicy, "same-origin")
  assert.deepEqual(result.received, [])
  assert.equal(result.hasOpener, false)
  // Cut off at once: the popup never set out for GitHub.
  assert.match(result.popupUrl, /\/admin\/sign-in\/$/)
  assert.match(result.said, /open the editor/)
})

test("control: the sign-in page itself must not carry same-origin-allow-popups, or its return from GitHub loses the opener", async () => {
  const result = await signIn({ signInPath: CONTROL_SIGN_IN })
  assert.deepEqual(result.received, [])
  assert.equal(result.hasOpener, false)
  // It started with its opener (it went to GitHub), and lost it on the way back.
  assert.match(result.popupUrl, new RegExp(`${CONTROL_SIGN_IN}\\?code=`))
  assert.match(result.said, /open the editor/)
})
