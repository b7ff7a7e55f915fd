// What a visit to an unknown path does on purpose: the server answers 404 for the page and its data,
// and the 404 page logs the path (SPEC §2). Nothing else may fail.
import { SITE } from "./browser.mjs"

export const NOT_FOUND_PATH = "/this-page-does-not-exist"

export function expectNotFound(watch, path = NOT_FOUND_PATH) {
  watch.expectFailedRequest(`${SITE}${path}`, { status: 404 })
  // Gatsby's runtime asks again with HEAD to tell a missing page from missing data.
  watch.expectFailedRequest(`${SITE}${path}`, { method: "HEAD", status: 404 })
  watch.expectFailedRequest(`${SITE}/page-data${path}/page-data.json`, { status: 404 })
  watch.expectConsoleError(`404 Error: User attempted to access non-existent route: ${path}`)
}
