// The sign-in page the build writes beside the editor (public/admin/sign-in/). That it runs, under its
// policy, in Chromium: scripts/test-sign-in-popup.mjs; that the build writes it: scripts/check-build.mjs.
import { signInPageHtml } from "../../src/node/sign-in-page"

describe("the editor's sign-in page", () => {
  it("asks not to be indexed, and carries the function's address as text", () => {
    expect(signInPageHtml("https://abcd.supabase.co/functions/v1/cms-auth")).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    )
    expect(signInPageHtml('https://x.example/"><script>')).toContain(
      'data-cms-auth-url="https://x.example/&quot;&gt;&lt;script&gt;"',
    )
  })
})
