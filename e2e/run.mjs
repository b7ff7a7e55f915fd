// The browser suite: builds the production site, starts the real backend (PGlite, the Deno function
// with an outbox) and `gatsby serve` on free loopback ports, runs e2e/tests/*.test.mjs in Debian's
// Chromium, and stops everything again, even when a test fails.
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { freePort } from "../scripts/lib/free-port.mjs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const root = new URL("..", import.meta.url).pathname
const artifacts = join(root, "e2e/artifacts")
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium"

if (!existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}. The browser tests need Debian's Chromium:
  apt-get install -y chromium
or point CHROME_PATH at another Chromium/Chrome binary.`)
  process.exit(1)
}

// Each server runs in its own process group so stopping it also stops whatever it spawned.
const children = []
const stopAll = () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      child.kill("SIGTERM")
    }
  }
}
process.on("exit", stopAll)
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130))

const started = Date.now()
const [sitePort, functionPort, databasePort] = await Promise.all([freePort(), freePort(), freePort()])
const siteUrl = `http://127.0.0.1:${sitePort}`
const functionBase = `http://127.0.0.1:${functionPort}`
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${databasePort}/postgres`
const outbox = mkdtempSync(join(tmpdir(), "e2e-outbox-"))
const env = {
  ...process.env,
  // deno, gatsby: the project's own, also when this file is run directly rather than through npm.
  PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}`,
  GATSBY_TELEMETRY_DISABLED: "1",
  DENO_CERT: process.env.DENO_CERT ?? "/etc/ssl/certs/ca-certificates.crt",
}

try {
  // The backend starts while the site builds.
  const database = start("database", "node", ["scripts/local/db.mjs"], { PGLITE_PORT: String(databasePort), PGLITE_DATA_DIR: "memory://" }, /listening/)
  const backend = database.then(() =>
    start(
      "function",
      "deno",
      ["run", "--config", "supabase/functions/deno.json", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "scripts/local/functions-server.ts"],
      {
        SUPABASE_DB_URL: databaseUrl,
        FUNCTIONS_PORT: String(functionPort),
        OUTBOX_DIR: outbox,
        SITE_URL: siteUrl,
        ALLOWED_ORIGINS: siteUrl,
        RATE_LIMIT_PER_CLIENT: "1000",
        RATE_LIMIT_PER_EMAIL: "1000",
      },
      /listening/,
    ),
  )

  step("Building the production site")
  await run("gatsby", ["build"], { GATSBY_SUPABASE_URL: functionBase, SITE_URL: "https://roamcreative.com.au" })
  await run("node", ["scripts/check-build.mjs"])
  await run("node", ["scripts/check-secrets.mjs"])
  await backend
  await start("site", "gatsby", ["serve", "--host", "127.0.0.1", "--port", String(sitePort)], {}, /You can now view|http:\/\/127\.0\.0\.1/)

  rmSync(artifacts, { recursive: true, force: true })
  mkdirSync(artifacts, { recursive: true })
  step("Running the browser tests")
  // `node e2e/run.mjs contact navigation` runs only those files.
  const only = process.argv.slice(2)
  const tests = readdirSync(join(root, "e2e/tests"))
    .filter((file) => file.endsWith(".test.mjs") && (only.length === 0 || only.some((name) => file.startsWith(name))))
    .map((file) => `e2e/tests/${file}`)
  const result = spawnSync("node", ["--test", "--test-concurrency=1", "--test-reporter=spec", ...tests], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...env,
      CHROME_PATH: chrome,
      E2E_SITE_URL: siteUrl,
      E2E_FUNCTION_URL: `${functionBase}/functions/v1/send-contact-email`,
      E2E_DATABASE_URL: databaseUrl,
      E2E_OUTBOX: outbox,
      E2E_ARTIFACTS: artifacts,
    },
  })

  console.log(`\nScreenshots in e2e/artifacts/:\n${readdirSync(artifacts).map((file) => `  ${file}`).join("\n")}`)
  console.log(`Browser suite finished in ${Math.round((Date.now() - started) / 1000)} s`)
  process.exitCode = result.status ?? 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  stopAll()
  rmSync(outbox, { recursive: true, force: true })
  process.exit()
}

function step(message) {
  console.log(`\n== ${message} (${Math.round((Date.now() - started) / 1000)} s)`)
}

/** Runs a command to completion without blocking the event loop (the servers keep starting meanwhile). */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv }, detached: true })
    children.push(child)
    child.on("error", reject)
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code})`))))
  })
}

/** Starts a long-running process and resolves once its output matches `ready`. */
function start(name, command, args, extraEnv, ready, timeoutMs = 90_000) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"], detached: true })
    children.push(child)
    let output = ""
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs)
    const onData = (chunk) => {
      output += chunk
      if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`)
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.on("error", reject)
    child.on("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`))
    })
  })
}
