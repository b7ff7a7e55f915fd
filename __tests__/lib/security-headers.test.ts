import { headerRules, headersFile } from "../../src/node/security-headers"

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
