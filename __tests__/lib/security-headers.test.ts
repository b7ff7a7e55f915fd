import { createHash } from "node:crypto"
import { headerRules, headersFile } from "../../src/node/security-headers"
import { inlineSourcesOf } from "../../src/node/inline-sources"

const FUNCTION_ORIGIN = "https://abcd.supabase.co"
const INLINE = {
  scripts: ["'sha256-script='"],
  styles: ["'sha256-style='"],
}
// What the host sends for each kind of path is asked of the host itself: scripts/check-build.mjs.
describe("public/_headers", () => {
  it("refuses a line longer than Cloudflare Pages accepts", () => {
    const many = Array.from({ length: 40 }, (_, index) => `'sha256-${String(index).padStart(44, "x")}='`)
    expect(() =>
      headersFile(headerRules({ functionOrigin: FUNCTION_ORIGIN, inline: { ...INLINE, scripts: many } })),
    ).toThrow(/over Cloudflare Pages' 2000/)
  })
})

describe("inline hashes", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

  it("hashes inline scripts and style elements, not script files, JSON-LD or style attributes", () => {
    const html =
      '<head><style data-identity="x">body{color:red}</style><script type="application/ld+json">{"a":1}</script>' +
      '<script src="/app.js" async></script></head><body><div style="outline:none" id="a"></div>' +
      '<script id="loader">window.a=1</script></body>'
    expect(inlineSourcesOf(html)).toEqual({
      scripts: [sha("window.a=1")],
      styles: [sha("body{color:red}")],
    })
  })
})
