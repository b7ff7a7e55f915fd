// The editor's GitHub sign-in popup in Chromium under the site's opener policies: wrangler pages dev
// serves the real _headers, sign-in page and script and a stand-in editor; a server on another origin
// plays cms-auth and GitHub, with PKCE.
import assert from "node:assert/strict"
import { createHash } from "node:crypto"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { json } from "node:stream/consumers"
import { after, before, test } from "node:test"
import { chromium } from "@playwright/test"
import { headerRules, headersFile } from "../src/node/security-headers.ts"
import { writeSignInPage } from "../src/node/sign-in-page.ts"
import { CMS_SIGN_IN_PAGE } from "../supabase/functions/_shared/cms-sign-in.ts"
import { launchOptions } from "./lib/chromium.ts"
import { startPagesDev } from "./lib/pages-dev.mjs"
import { stopProcess } from "./lib/processes.mjs"

const TOKEN = "gho_StandInTokenFromTheStandInGitHub"

// The editor's half of Decap's handshake (decap-cms-lib-auth, netlify-auth.js): open the sign-in page
// in a popup, answer "authorizing:github" through the popup's handle, keep what arrives.
const EDITOR_SCRIPT = `
window.received = []
let popup = null
document.getElementById("login").addEventListener("click", () => {
  popup = window.open("${CMS_SIGN_IN_PAGE}", "decap-auth", "width=600,height=600")
})
window.addEventListener("message", (event) => {
  if (event.origin !== location.origin) return
  window.received.push(String(event.data))
  if (event.data === "authorizing:github" && popup) popup.postMessage(event.data, event.origin)
})
`
const EDITOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor stand-in</title>
<script src="/admin/editor.js" defer></script></head>
<body><button id="login" type="button">Login with GitHub</button></body></html>`

/**
 * cms-auth and GitHub on their own origin: the start goes on to "GitHub", which sends the popup back to
 * the sign-in page with a code; the exchange gives a token only for the verifier whose S256 the start sent.
 */
function standInServer() {
  const challenges = new Map()
  return createServer(async (request, response) => {
    const { pathname, searchParams: query } = new URL(request.url, "http://stand-in")
    const cors = { "Access-Control-Allow-Origin": request.headers.origin ?? "", Vary: "Origin" }
    if (pathname === "/functions/v1/cms-auth") {
      const code = `code${challenges.size + 1}`
      challenges.set(code, query.get("code_challenge"))
      const back = `${query.get("origin")}${CMS_SIGN_IN_PAGE}?${new URLSearchParams({ code, state: query.get("state") })}`
      response.writeHead(302, { Location: back }).end()
    } else if (pathname === "/functions/v1/cms-auth/token" && request.method === "OPTIONS") {
      response.writeHead(204, { ...cors, "Access-Control-Allow-Headers": "content-type" }).end()
    } else if (pathname === "/functions/v1/cms-auth/token") {
      const { code, code_verifier: verifier } = await json(request)
      const ok = challenges.get(code) === createHash("sha256").update(verifier).digest("base64url")
      response.writeHead(ok ? 200 : 400, { ...cors, "Content-Type": "application/json" })
      response.end(JSON.stringify(ok ? { token: TOKEN } : { message: "The verifier does not match." }))
    } else {
      response.writeHead(404).end()
    }
  })
}

let dir, host, standIn, chrome

before(async () => {
  standIn = standInServer()
  await new Promise((resolve) => standIn.listen(0, "127.0.0.1", resolve))
  const standInOrigin = `http://127.0.0.1:${standIn.address().port}`

  dir = await mkdtemp(join(tmpdir(), "sign-in-popup-"))
  await writeSignInPage(dir, join(import.meta.dirname, "../src/cms/sign-in-popup.ts"), standInOrigin)
  await writeFile(join(dir, "admin/editor.js"), EDITOR_SCRIPT)
  await writeFile(join(dir, "admin/index.html"), EDITOR_HTML)

  const rules = headerRules({ functionOrigin: standInOrigin, inline: { scripts: [], styles: [] } })
  await writeFile(join(dir, "_headers"), headersFile(rules))
  host = await startPagesDev({ dir })
  chrome = await chromium.launch(launchOptions())
})

after(async () => {
  await chrome?.close()
  await stopProcess(host?.child)
  await new Promise((resolve) => (standIn ? standIn.close(resolve) : resolve()))
  if (dir) await rm(dir, { recursive: true, force: true })
})

test("as deployed: /admin/ isolates itself with same-origin-allow-popups, and the popup back from GitHub still hands the editor its token", async () => {
  const context = await chrome.newContext()
  const editor = await context.newPage()
  const editorResponse = await editor.goto(`${host.url}/admin/`)
  assert.equal(editorResponse.headers()["cross-origin-opener-policy"], "same-origin-allow-popups")
  const [popup] = await Promise.all([context.waitForEvent("page"), editor.click("#login")])
  // The popup's last word: signed in, not signed in, or no editor to answer.
  const status = popup.locator("#status")
  await status.filter({ hasText: /Signed in\.|Not signed in|open the editor/ }).waitFor({ timeout: 10_000 })
  assert.match(await status.textContent(), /Signed in\./)
  await editor.waitForFunction(() => globalThis.received.length >= 2, null, { timeout: 5_000 })
  const success = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`
  assert.deepEqual(await editor.evaluate(() => globalThis.received), ["authorizing:github", success])
  assert.match(popup.url(), /\/admin\/sign-in\/$/, "the code left the popup's address")
})
