// Getting a visitor onto a page: pre-rendered HTML that Gatsby's JavaScript has taken over where it runs.
import type { Page } from "@playwright/test"
import { stack } from "../stack"
import { INTERACTIVE_PAGES } from "../../src/node/build-output"

/** Opens `path` (relative to the site) and, on a page that runs React (INTERACTIVE_PAGES), waits until it is hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  if (INTERACTIVE_PAGES.includes(new URL(path, stack.siteUrl).pathname)) await hydrated(page)
}

export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")))
  })
}

/** Waits for the address to become `path` (with any #fragment); otherwise says where the visitor is. */
export async function expectArrival(page: Page, path: string, what: string) {
  await page.waitForURL(`${stack.siteUrl}${path}`, { timeout: 5000 }).catch(() => {
    throw new Error(`${what}: the visitor should arrive at ${path}, but the address is ${page.url()}`)
  })
}
