import { headerRules, headersFile } from "../../src/node/security-headers"

// What the host sends for each kind of path is asked of the host itself: scripts/check-build.mjs.
describe("public/_headers", () => {
  it("refuses a line longer than Cloudflare Pages accepts", () => {
    const scripts = Array.from({ length: 40 }, (_, index) => `'sha256-${String(index).padStart(44, "x")}='`)
    const inline = { scripts, styles: [] }
    expect(() => headersFile(headerRules({ functionOrigin: "https://abcd.supabase.co", inline }))).toThrow(
      /over Cloudflare Pages' 2000/,
    )
  })
})
