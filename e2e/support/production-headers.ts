// gatsby serve ignores public/_headers; the suite adds its headers (the Content-Security-Policy above
// all) to every document, as the production host does, so a policy that breaks the site fails here.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { BrowserContext } from "@playwright/test"
import { ROOT, stack } from "../stack"

let cached: Record<string, string> | undefined

/** The headers `public/_headers` gives every path (its `/*` rule). */
export function productionHeaders(): Record<string, string> {
  if (cached) return cached
  const file = readFileSync(join(ROOT, "public/_headers"), "utf8")
  const block = file.split(/\n\s*\n/).find((section) => section.startsWith("/*\n")) ?? ""
  const headers = Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .map((line) =>
        line
          .trim()
          .split(/:\s(.*)/s)
          .slice(0, 2),
      )
      .filter(([name]) => name),
  )
  if (!headers["Content-Security-Policy"])
    throw new Error("public/_headers should give every page a Content-Security-Policy, but it has none")
  cached = headers
  return headers
}

export async function serveWithProductionHeaders(context: BrowserContext) {
  const headers = productionHeaders()
  await context.route(`${stack.siteUrl}/**`, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback()
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), ...headers } })
  })
}
