// A copy of the site in a temporary folder, for tests that build or edit it without touching this
// checkout: everything a build reads, with node_modules linked rather than copied.
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const root = new URL("../..", import.meta.url).pathname
// Tests, artefacts and caches stay behind.
const LEFT_OUT = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  "e2e",
  "playwright-report",
  "test-results",
  "__tests__",
  "__mocks__",
  "bench",
  ".local",
  "coverage",
])

// The bench's stock Gatsby page, with its own build output.
const STOCK_SITE = join(root, "scripts", "bench", "stock-gatsby")

/** Copies the site into `into` (a new temporary folder when not given) and returns the folder. */
export function copySite(into = mkdtempSync(join(tmpdir(), "site-copy-"))) {
  const filter = (source) => !source.startsWith(STOCK_SITE)
  for (const entry of readdirSync(root)) {
    if (!LEFT_OUT.has(entry)) cpSync(join(root, entry), join(into, entry), { recursive: true, filter })
  }
  symlinkSync(join(root, "node_modules"), join(into, "node_modules"), "dir")
  return into
}
