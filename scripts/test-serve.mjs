// `npm run serve` serves a production build only: after `gatsby develop` has written into public/
// (its marker gone) it refuses, saying why and what to run; after a build it serves. Run on a copy
// of the site, so this checkout's public/ and .cache/ are left alone.
import assert from "node:assert/strict"
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { after, test } from "node:test"
import { freePort } from "./lib/free-port.mjs"
import { runCommand, startServer, stopAll } from "./lib/processes.mjs"
import { copySite } from "./lib/site-copy.mjs"
import { forgetProductionBuildWhenDeveloping, markProductionBuild } from "../src/node/production-build.ts"

const site = copySite()
// Every serve started here stops, even one that did not refuse in time.
after(async () => {
  await stopAll()
  rmSync(site, { recursive: true, force: true })
})
mkdirSync(join(site, "public"), { recursive: true })
writeFileSync(join(site, "public", "index.html"), "<!doctype html><title>built</title>")
const serve = join(site, "scripts", "serve.mjs")

function developed() {
  markProductionBuild(site)
  const command = process.env.gatsby_executing_command
  process.env.gatsby_executing_command = "develop"
  forgetProductionBuildWhenDeveloping(site)
  process.env.gatsby_executing_command = command
}

// A serve that does not refuse keeps running: the deadline ends it and the test fails.
const deadline = { timeout: 30_000 }
test("after gatsby develop, npm run serve refuses public/ and says what to run", deadline, async () => {
  developed()
  const { code, output } = await runCommand("node", ["--import", "tsx", serve], { cwd: site, quiet: true })
  assert.equal(code, 1, output)
  assert.match(output, /last written by `npm start` \(gatsby develop\), not a production build/)
  assert.match(output, /`LOCAL_PREVIEW=1 npm run build`/)
})

test("after a production build, npm run serve serves public/", async () => {
  developed()
  markProductionBuild(site)
  const port = await freePort()
  const args = ["--import", "tsx", serve, "--port", String(port)]
  const server = await startServer({ name: "serve", command: "node", args, ready: /Ready on / })
  const answer = await fetch(`http://127.0.0.1:${port}/`)
  assert.equal(answer.status, 200)
  assert.match(await answer.text(), /<title>built<\/title>/)
  assert.doesNotMatch(server.output(), /Request\.cf/)
})
