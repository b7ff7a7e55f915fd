// The sign-in page the build writes beside the editor (public/admin/sign-in/): a static page with no
// inline code, the function's address for its script, and the popup's script as the browser runs it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { inlineSourcesOf } from "../../src/node/inline-sources"
import { cmsAuthUrl, signInPageHtml, signInScript, writeSignInPage } from "../../src/node/sign-in-page"

const POPUP_SOURCE = join(__dirname, "../../src/cms/sign-in-popup.ts")
const AUTH_URL = "https://abcd.supabase.co/functions/v1/cms-auth"

describe("the editor's sign-in page", () => {
  const html = signInPageHtml(AUTH_URL)

  it("names the cms-auth function of the project the site calls", () => {
    expect(cmsAuthUrl("https://abcd.supabase.co")).toBe(AUTH_URL)
    expect(cmsAuthUrl("https://abcd.supabase.co/")).toBe(AUTH_URL)
  })

  it("loads its one script as a file, with no inline code for its policy to allow", () => {
    expect(html).toContain(`<html lang="en-AU" data-cms-auth-url="${AUTH_URL}">`)
    expect(html).toContain('<script type="module" src="/admin/sign-in/sign-in.js"></script>')
    expect(inlineSourcesOf(html)).toEqual({ scripts: [], styles: [] })
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  it("escapes the address it carries", () => {
    expect(signInPageHtml('https://x.example/"><script>')).toContain(
      'data-cms-auth-url="https://x.example/&quot;&gt;&lt;script&gt;"',
    )
  })

  it("serves the popup's TypeScript as one module without types or imports", () => {
    const script = signInScript(readFileSync(POPUP_SOURCE, "utf8"))
    expect(script).toContain("export async function signIn(page)")
    expect(script).toContain("authorization:${PROVIDER}:success:")
    expect(script).not.toMatch(/^\s*import\s/m)
    expect(() => signInScript('import x from "y"\nexport const a = x\n')).toThrow(/must not import/)
  })

  it("runs in a page from the address on <html>, and explains itself when no editor opened it", () => {
    const script = signInScript(readFileSync(POPUP_SOURCE, "utf8")).replace(/^export /gm, "")
    document.body.innerHTML = '<p id="status">Signing in...</p>'
    document.documentElement.dataset.cmsAuthUrl = AUTH_URL
    try {
      new Function(script)()
    } finally {
      delete document.documentElement.dataset.cmsAuthUrl
    }
    expect(document.getElementById("status")?.textContent).toMatch(
      /open the editor and press "Login with GitHub"/,
    )
  })

  it("is written into the build beside the editor", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), "sign-in-page-"))
    try {
      await writeSignInPage(publicDir, POPUP_SOURCE, "https://abcd.supabase.co")
      expect(readFileSync(join(publicDir, "admin/sign-in/index.html"), "utf8")).toBe(html)
      expect(readFileSync(join(publicDir, "admin/sign-in/sign-in.js"), "utf8")).toContain(
        "function signIn(page)",
      )
    } finally {
      rmSync(publicDir, { recursive: true, force: true })
    }
  })
})
