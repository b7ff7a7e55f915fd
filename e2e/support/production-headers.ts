// The suite serves public/ with Cloudflare's local runtime (scripts/serve.mjs), which applies
// public/_headers as the host does. This gate makes sure that stays true: a document of the site that arrives without the
// Content-Security-Policy would let a policy that breaks the live site pass unnoticed.
import type { BrowserContext } from "@playwright/test"
import { stack } from "../stack"

/** Watches the context's documents; `missing()` lists those served without the production headers. */
export function watchProductionHeaders(context: BrowserContext) {
  const missing: string[] = []
  context.on("response", (response) => {
    const request = response.request()
    if (request.resourceType() !== "document" || !response.url().startsWith(stack.siteUrl)) return
    if (!response.headers()["content-security-policy"]) missing.push(response.url())
  })
  return { missing: () => missing }
}
