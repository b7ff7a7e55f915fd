// `npm run test:lookups`, after a build: the lookups on a machine with Node and Playwright's Chromium
// only. PostgreSQL, Java and the system's Chromiums are hidden in a mount namespace (Linux: as root or
// in a user namespace); where there is none, nothing can be hidden and TEST_DATABASE=PGlite stands in.
// The Chromium found first goes where `npx playwright install chromium` puts its own, unless it is that.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { after, test } from "node:test"
import { chromium } from "@playwright/test"
import { chromiumPath, SYSTEM_BROWSERS } from "./lib/chromium.ts"

const scratch = mkdtempSync(join(tmpdir(), "lookups-"))
after(() => rmSync(scratch, { recursive: true, force: true }))
const [found, own] = [chromiumPath(), chromium.executablePath()]
const browsers = found === own ? process.env.PLAYWRIGHT_BROWSERS_PATH : join(scratch, "browsers")
const expected = found === own ? own : `${browsers}${own.slice(own.indexOf("/chromium-"))}`
const namespace = ["-m", "-rm"].find((flags) => spawnSync("unshare", [flags, "true"]).status === 0)
const empty = mkdtempSync(join(scratch, "empty"))
const hidden = SYSTEM_BROWSERS.filter(existsSync).map((path) => ["/dev/null", path])
for (const dir of ["/usr/lib/postgresql", "/usr/lib/jvm"]) if (existsSync(dir)) hidden.push([empty, dir])
const mounts = [...(found === own ? [] : [[found, expected]]), ...hidden]
if (found !== own) {
  mkdirSync(dirname(expected), { recursive: true })
  if (namespace) writeFileSync(expected, "")
  else symlinkSync(found, expected)
}
console.log(
  namespace
    ? `Hidden in a mount namespace: ${hidden.map(([, path]) => path).join(", ")}`
    : "No mount namespace here: nothing is hidden, and TEST_DATABASE=PGlite stands in",
)

/** `command`'s exit status and output on that machine. */
function onBareMachine(command, env = {}) {
  const bind = mounts.map(([from, onto]) => `mount --bind '${from}' '${onto}' && `).join("")
  const shell = ["sh", "-c", namespace ? `${bind}exec ${command}` : command]
  const [program, ...args] = namespace ? ["unshare", namespace, ...shell] : shell
  const variables = { ...process.env, CHROME_PATH: "", PLAYWRIGHT_BROWSERS_PATH: browsers, ...env }
  if (!namespace) variables.TEST_DATABASE = "PGlite"
  const { status, stdout, stderr } = spawnSync(program, args, { env: variables, encoding: "utf8" })
  return { status, output: `${stdout}${stderr}` }
}

test("Chromium is found where npx playwright install chromium puts it; without it, one line says so", () => {
  const path = `node --import tsx -e "import('./scripts/lib/chromium.ts').then((c) => console.log(c.chromiumPath()))"`
  assert.deepEqual(onBareMachine(path), { status: 0, output: `${expected}\n` })
  if (!namespace) return
  const none = onBareMachine(path, { PLAYWRIGHT_BROWSERS_PATH: join(scratch, "none") })
  assert.match(none.output, /^No Chromium found: run `npx playwright install chromium`[^\n]*\n$/)
})

for (const [command, says] of [
  ["npm run test:deno -- supabase/functions/tests/jobs_test.ts", /tests run on PGlite/],
  ["npm run check-build", /^ok \d+ - every built page is valid HTML/m],
  ["npm run test:popup", /^# pass 1$/m],
])
  test(`${command} passes`, () => {
    const { status, output } = onBareMachine(command)
    assert.equal(status, 0, output)
    assert.match(output, says)
  })
