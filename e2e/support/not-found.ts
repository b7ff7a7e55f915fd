// What a visit to an unknown path does on purpose: the server answers 404 for the page and its data,
// and the 404 page logs the path (SPEC §2). Nothing else may fail.
import { stack } from "../stack"
import type { BrowserProblems } from "./browser-problems"

export const NOT_FOUND_PATH = "/this-page-does-not-exist"

export function expectNotFound(problems: BrowserProblems, path = NOT_FOUND_PATH) {
  problems.expectFailedRequest(`${stack.siteUrl}${path}`, { status: 404 })
  // Gatsby's runtime asks again with HEAD to tell a missing page from missing data.
  problems.expectFailedRequest(`${stack.siteUrl}${path}`, { method: "HEAD", status: 404 })
  problems.expectFailedRequest(`${stack.siteUrl}/page-data${path}/page-data.json`, { status: 404 })
  problems.expectConsoleError(`404 Error: User attempted to access non-existent route: ${path}`)
}
