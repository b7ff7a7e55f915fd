import { deferRuntimeScripts } from "../../src/node/build-output"

const page =
  '<body><div id="___gatsby"></div><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script></body>'

/** Stands in for the browser's PerformanceObserver: records what the loader watches, reports paints on demand. */
function watchPaints() {
  const paints = { observed: [] as string[], report: () => {} }
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"]
    constructor(callback: () => void) {
      paints.report = callback
    }
    observe({ type }: { type: string }) {
      paints.observed.push(type)
    }
  }
  Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true })
  return paints
}

/** Runs the loader the page was rewritten with, in a document at `readyState`. */
function runLoader(readyState: DocumentReadyState) {
  document.body.innerHTML = ""
  Object.defineProperty(document, "readyState", { value: readyState, configurable: true })
  const html = deferRuntimeScripts(page, "index.html")
  new Function(/<script id="gatsby-runtime-after-load">(.*?)<\/script>/.exec(html)?.[1] ?? "")()
}

describe("runtime scripts after load", () => {
  afterEach(() => jest.useRealTimers())

  it("runs the loader: the scripts are added once the window has loaded and the largest paint is shown", () => {
    const paints = watchPaints()
    runLoader("interactive")
    const added = () =>
      [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))

    expect(added()).toEqual([])
    window.dispatchEvent(new Event("load"))
    expect(paints.observed).toEqual(["largest-contentful-paint"])
    expect(added()).toEqual([])
    paints.report()
    paints.report()
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
  })

  it("still loads the scripts in a tab that paints nothing (hidden), after a second", () => {
    jest.useFakeTimers()
    watchPaints()
    runLoader("complete")
    jest.advanceTimersByTime(999)
    expect(document.querySelectorAll("script[src]")).toHaveLength(0)
    jest.advanceTimersByTime(1)
    expect(document.querySelectorAll("script[src]")).toHaveLength(3)
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
