// The Chromium every launcher drives (both Playwright configs, the popup and content-build tests,
// Lighthouse CI), found where Playwright users expect it: CHROME_PATH, else the browser
// `npx playwright install chromium` installed, else a system Chromium or Chrome (Linux, macOS).
import { statSync } from "node:fs"
import { chromium } from "@playwright/test"

export const SYSTEM_BROWSERS = [
  ...["chromium", "chromium-browser", "google-chrome"].map((name) => `/usr/bin/${name}`),
  ...["Google Chrome", "Chromium"].map((app) => `/Applications/${app}.app/Contents/MacOS/${app}`),
]

const isProgram = (path: string) => Boolean((statSync(path, { throwIfNoEntry: false })?.mode ?? 0) & 0o111)

/** The browser's path; with none on this machine, one line that says how to install it, and exit. */
export function chromiumPath(): string {
  const found = process.env.CHROME_PATH || [chromium.executablePath(), ...SYSTEM_BROWSERS].find(isProgram)
  if (found) return found
  console.error("No Chromium found: run `npx playwright install chromium` (or set CHROME_PATH to a Chrome)")
  process.exit(1)
}

// Headless on a shared machine: no sandbox (CI runs as root), GPU, QUIC or background traffic.
const FLAGS = [
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-sync",
  "--disable-background-networking --disable-component-update",
].flatMap((flags) => flags.split(" "))

/** For chromium.launch() and a config's `use.launchOptions`. */
export const launchOptions = () => ({ executablePath: chromiumPath(), args: FLAGS })
