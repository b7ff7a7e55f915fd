// The browser suite: builds the production site, starts the real backend (PGlite, the Deno function
// with an outbox) and `gatsby serve` on free loopback ports, runs e2e/tests/*.test.mjs in Debian's
// Chromium, and stops everything again, even when a test fails or the run is interrupted.
//
// `node e2e/run.mjs contact navigation` runs only those files. E2E_REUSE_BUILD=1 skips the build and
// serves the existing public/ (for working on the tests; the function gets the port that build names).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "../scripts/lib/free-port.mjs"
import {
  hasExited,
  killNow,
  ROOT,
  runCommand,
  startFunctionServer,
  startServer,
  stopProcess,
} from "./support/servers.mjs"

const artifacts = join(ROOT, "e2e/artifacts")
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium"

if (!existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}. The browser tests need Debian's Chromium:
  apt-get install -y chromium
or point CHROME_PATH at another Chromium/Chrome binary.`)
  process.exit(1)
}

const started = Date.now()
const reuseBuild = Boolean(process.env.E2E_REUSE_BUILD)
const outbox = mkdtempSync(join(tmpdir(), "e2e-outbox-"))
/** Every process this run started (servers, the build, the test runner), newest last. */
const children = []
let control

// Ctrl-C or a kill: stop everything, wait for it, clean up, then exit.
let shuttingDown
function shutdown() {
  shuttingDown ??= (async () => {
    control?.close()
    await Promise.allSettled(children.map((child) => stopProcess(child)))
    rmSync(outbox, { recursive: true, force: true })
  })()
  return shuttingDown
}
let interrupted = 0
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    interrupted = code
    // Stopping the children ends whatever the main flow awaits; it then reports and exits.
    void shutdown().finally(() => setTimeout(() => process.exit(code), 3000).unref())
  })
}
// Whatever else ends the process (an uncaught error): nothing may outlive it, no outbox left behind.
process.on("exit", () => {
  for (const child of children) killNow(child)
  rmSync(outbox, { recursive: true, force: true })
})

try {
  const [sitePort, databasePort] = await Promise.all([freePort(), freePort()])
  const functionPort = reuseBuild ? builtFunctionPort() : await freePort()
  const siteUrl = `http://127.0.0.1:${sitePort}`
  const functionBase = `http://127.0.0.1:${functionPort}`
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${databasePort}/postgres`
  const functionOptions = { port: functionPort, databaseUrl, outbox, siteUrl }
  const track = (server) => (children.push(server.child), server)

  // The backend starts while the site builds.
  const database = startServer({
    name: "database",
    command: "node",
    args: ["scripts/local/db.mjs"],
    env: { PGLITE_PORT: String(databasePort), PGLITE_DATA_DIR: "memory://" },
    ready: /listening/,
  }).then(track)
  let functionServer = database.then(() => startFunctionServer(functionOptions)).then(track)
  // Keep a failed start from becoming an unhandled rejection while the build runs; awaited below.
  functionServer.catch(() => {})

  if (reuseBuild) {
    step(`Reusing the production site in public/ (function on port ${functionPort})`)
  } else {
    step("Building the production site")
    await mustRun("gatsby", ["build"], {
      GATSBY_SUPABASE_URL: functionBase,
      GATSBY_SUPABASE_ANON_KEY: "e2e-anon-key",
      SITE_URL: "https://roamcreative.com.au",
    })
    await mustRun("tsx", ["scripts/check-build.mjs"])
    await mustRun("node", ["scripts/check-secrets.mjs"])
  }
  functionServer = await functionServer
  track(
    await startServer({
      name: "site",
      // Served like Cloudflare Pages: its redirects and public/_headers, so CSP violations show.
      command: "tsx",
      args: ["scripts/serve-site.ts", "--host", "127.0.0.1", "--port", String(sitePort)],
      ready: /http:\/\/127\.0\.0\.1/,
    }),
  )

  // Tests stop and restart the function through here, so the restarted one is ours to stop as well.
  control = await serveControl({
    "/function/stop": async () => {
      await stopProcess(functionServer.child)
    },
    "/function/start": async () => {
      if (!hasExited(functionServer.child)) return
      functionServer = track(await startFunctionServer(functionOptions))
    },
  })

  rmSync(artifacts, { recursive: true, force: true })
  mkdirSync(artifacts, { recursive: true })
  step("Running the browser tests")
  const only = process.argv.slice(2)
  const tests = readdirSync(join(ROOT, "e2e/tests"))
    .filter(
      (file) =>
        file.endsWith(".test.mjs") && (only.length === 0 || only.some((name) => file.startsWith(name))),
    )
    .map((file) => `e2e/tests/${file}`)
  // Asynchronous, so the servers' output keeps being drained and the control endpoint answers.
  const status = await runCommand(
    "node",
    ["--import", "tsx", "--test", "--test-concurrency=1", "--test-reporter=spec", ...tests],
    {
      env: {
        CHROME_PATH: chrome,
        E2E_SITE_URL: siteUrl,
        E2E_FUNCTION_URL: `${functionBase}/functions/v1/send-contact-email`,
        E2E_DATABASE_URL: databaseUrl,
        E2E_OUTBOX: outbox,
        E2E_ARTIFACTS: artifacts,
        E2E_CONTROL_URL: control.url,
      },
      onSpawn: (child) => children.push(child),
    },
  )

  const screenshots = readdirSync(artifacts).sort()
  console.log(
    `\nScreenshots in e2e/artifacts/ (${screenshots.length}):\n${screenshots.map((file) => `  ${file}`).join("\n")}`,
  )
  process.exitCode = status
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await shutdown()
  console.log(
    `Browser suite ${interrupted ? "interrupted" : "finished"} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  process.exit(interrupted || process.exitCode || 0)
}

function step(message) {
  console.log(`\n== ${message} (${Math.round((Date.now() - started) / 1000)} s)`)
}

async function mustRun(command, args, env = {}) {
  const code = await runCommand(command, args, { env, onSpawn: (child) => children.push(child) })
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${code})`)
}

/** The function port the existing build was made for: its Content-Security-Policy names it. */
function builtFunctionPort() {
  const headers = existsSync(join(ROOT, "public/_headers"))
    ? readFileSync(join(ROOT, "public/_headers"), "utf8")
    : ""
  const port = /connect-src[^;]*http:\/\/127\.0\.0\.1:(\d+)/.exec(headers)?.[1]
  if (!port)
    throw new Error(
      "E2E_REUSE_BUILD: public/ was not built by this suite (no loopback function in its CSP); run without it once.",
    )
  return Number(port)
}

/** A loopback endpoint the tests call (POST) to act on the servers; answers 204, or 500 with the error. */
async function serveControl(routes) {
  const server = createServer((request, response) => {
    const action = request.method === "POST" ? routes[request.url] : undefined
    if (!action) return response.writeHead(404).end()
    action().then(
      () => response.writeHead(204).end(),
      (error) => response.writeHead(500).end(String(error instanceof Error ? error.message : error)),
    )
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }
}
