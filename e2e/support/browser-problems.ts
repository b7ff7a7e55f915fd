// What a visitor would never want to see, recorded on every page of a test's browser context: console errors
// (React reports hydration mismatches there), hydration warnings, uncaught exceptions and failed requests. A test
// declares its deliberate failures; each must then happen exactly as often as declared, and nothing else may.
import type { BrowserContext } from "@playwright/test"

interface Problem {
  kind: string
  method?: string
  url?: string
  status?: number
  text?: string
}

interface Allowance {
  description: string
  times: number
  matches: (problem: Problem) => boolean
}

export interface ExpectedRequestFailure {
  method?: string
  /** The HTTP status it answers with, e.g. 404. */
  status?: number
  /** Or Chromium's network error, e.g. net::ERR_CONNECTION_REFUSED. */
  error?: string
  times?: number
}

const describeProblem = ({ kind, method, url, text }: Problem) =>
  `${kind}: ${[method, url, text && `"${text}"`].filter(Boolean).join(" ")}`
export const listed = (lines: string[]) => lines.map((line) => `\n  - ${line}`).join("")

export class BrowserProblems {
  private readonly problems: Problem[] = []
  private readonly allowances: Allowance[] = []

  constructor(context: BrowserContext) {
    context.on("console", (message) => {
      if (process.env.E2E_DEBUG) console.log(`[console ${message.type()}] ${message.text()}`)
      // Chromium's echo of a failed request, which is recorded as the request below.
      if (message.text().startsWith("Failed to load resource")) return
      if (message.type() === "error" || /hydrat/i.test(message.text())) {
        this.problems.push({
          kind: `console ${message.type()}`,
          text: message.text(),
          url: message.location().url,
        })
      }
    })
    context.on("weberror", (error) =>
      this.problems.push({ kind: "uncaught exception", text: error.error().message }),
    )
    context.on("requestfailed", (request) => {
      const text = request.failure()?.errorText
      // An image or the icon (Chromium's "other") the page stopped loading as it was left is no failure.
      const picture = request.resourceType() === "image" || request.url().includes("/favicon")
      if (picture && text === "net::ERR_ABORTED") return
      this.problems.push({ kind: "request failed", method: request.method(), text, url: request.url() })
    })
    context.on("response", (response) => {
      if (response.status() >= 400) {
        this.problems.push({
          kind: `HTTP ${response.status()}`,
          method: response.request().method(),
          status: response.status(),
          url: response.url(),
        })
      }
    })
  }

  /** A request that fails on purpose: `status` (an HTTP error) or `error` (a network error). */
  expectFailedRequest(url: string, { method = "GET", status, error, times = 1 }: ExpectedRequestFailure) {
    this.allowances.push({
      description: `${method} ${url} ${status ? `answering ${status}` : `failing with ${error}`}`,
      times,
      matches: (problem) =>
        problem.url === url &&
        problem.method === method &&
        (status ? problem.status === status : problem.kind === "request failed" && problem.text === error),
    })
  }

  /** A console error the product writes on purpose; `text` is how the message starts. */
  expectConsoleError(text: string, { times = 1 } = {}) {
    this.allowances.push({
      description: `the console error "${text}…"`,
      times,
      matches: (problem) => problem.kind === "console error" && Boolean(problem.text?.startsWith(text)),
    })
  }

  /**
   * Throws if anything undeclared went wrong on `where`, or (with `declaredToo`) if a declared failure
   * did not happen as often as declared.
   */
  assertClean(where: string, { declaredToo = true } = {}) {
    // Each deliberate failure is allowed as many times as declared, no more.
    const seen = this.allowances.map(() => 0)
    const unexpected = this.problems.filter((problem) => {
      const index = this.allowances.findIndex(
        (allowance, at) => allowance.matches(problem) && seen[at] < allowance.times,
      )
      if (index === -1) return true
      seen[index] += 1
      return false
    })
    if (unexpected.length > 0) {
      throw new Error(
        `${where}: the visitor's browser reported errors or failed requests that nobody would notice on screen:${listed(unexpected.map(describeProblem))}`,
      )
    }
    const missing = this.allowances.filter((allowance, at) => seen[at] < allowance.times)
    if (declaredToo && missing.length > 0) {
      throw new Error(
        `${where}: a deliberate failure did not happen as often as declared, so the visitor did not meet what this test is about:${listed(
          missing.map((allowance) => `${allowance.description} (${allowance.times}x)`),
        )}`,
      )
    }
  }
}
