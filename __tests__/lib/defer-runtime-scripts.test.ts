import { deferRuntimeScripts } from "../../src/node/defer-runtime-scripts"

const page =
  '<body><div id="___gatsby"></div><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script></body>'

describe("runtime scripts after load", () => {
  it("replaces Gatsby's async script tags with one loader that requests the same scripts after load", () => {
    const html = deferRuntimeScripts(page, "index.html")
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]')
    expect(html).toContain('addEventListener("load"')
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it("runs the loader: the scripts are added only once the window has loaded", () => {
    document.body.innerHTML = ""
    const loader = deferRuntimeScripts(page, "index.html").match(/<script id="gatsby-runtime-after-load">(.*?)<\/script>/)?.[1]
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true })
    new Function(loader ?? "")()
    expect(document.querySelectorAll("script[src]")).toHaveLength(0)
    window.dispatchEvent(new Event("load"))
    expect([...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))).toEqual([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/app-3.js",
    ])
  })

  it("leaves a page it already rewrote alone, so incremental builds can run it again", () => {
    const once = deferRuntimeScripts(page, "index.html")
    expect(deferRuntimeScripts(once, "index.html")).toBe(once)
  })

  it("stops the build when Gatsby's script tags are not where it expects them", () => {
    expect(() => deferRuntimeScripts("<body></body>", "portfolio/index.html")).toThrow(
      "portfolio/index.html: no Gatsby runtime <script src async> tags found to defer",
    )
  })
})
