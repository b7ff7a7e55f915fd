// Starting and stopping the suite's servers (PGlite, the Deno function, gatsby serve) and the build.
// run.mjs owns every process; tests ask it to stop or restart the function through its control
// endpoint (see backend.mjs), so whatever is running at the end is stopped by run.mjs.
import { spawn } from "node:child_process"
import { join } from "node:path"

export const ROOT = new URL("../..", import.meta.url).pathname

/** The environment every child gets: the project's own deno and gatsby first on PATH. */
const BASE_ENV = {
  ...process.env,
  PATH: `${join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
  GATSBY_TELEMETRY_DISABLED: "1",
  DENO_CERT: process.env.DENO_CERT ?? "/etc/ssl/certs/ca-certificates.crt",
}

const OUTPUT_KEPT = 64 * 1024
const STOP_GRACE_MS = 5000

/**
 * Starts a long-running process in its own process group (stopping it stops whatever it spawned) and
 * resolves once its output matches `ready`. Its output is drained for its whole life, so a chatty
 * server never blocks on a full pipe; the last 64 KB are kept for error messages.
 */
export function startServer({ name, command, args, env = {}, ready }) {
  const timeoutMs = 90_000
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...BASE_ENV, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    })
    const server = { name, child, output: "", stop: () => stopProcess(child) }
    const timer = setTimeout(() => {
      void server.stop()
      reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${server.output}`))
    }, timeoutMs)
    let started = false
    const onData = (chunk) => {
      server.output = (server.output + chunk).slice(-OUTPUT_KEPT)
      if (process.env.E2E_DEBUG) process.stdout.write(`[${name}] ${chunk}`)
      if (!started && ready.test(server.output)) {
        started = true
        clearTimeout(timer)
        resolve(server)
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.on("error", (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on("exit", (code, signal) => {
      clearTimeout(timer)
      if (!started)
        reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${server.output}`))
    })
  })
}

/** Runs a command to completion with its output shown, without blocking the event loop. */
export function runCommand(command, args, { env = {}, onSpawn = () => {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...BASE_ENV, ...env },
      detached: true,
    })
    onSpawn(child)
    child.on("error", reject)
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // Already gone.
    }
  }
}

/** SIGTERM to the process group, SIGKILL if it is still alive after 5 s; resolves once it exited. */
export async function stopProcess(child) {
  const graceMs = STOP_GRACE_MS
  if (!child?.pid) return
  if (!hasExited(child)) {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    signalGroup(child, "SIGTERM")
    const inTime = await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)])
    if (!inTime) {
      signalGroup(child, "SIGKILL")
      await Promise.race([exited, delay(graceMs)])
    }
  }
  // Anything the leader left behind in its group goes too.
  try {
    process.kill(-child.pid, "SIGKILL")
  } catch {
    // The group is empty.
  }
}

/** Last resort for synchronous exit paths: kill the group without waiting. */
export function killNow(child) {
  if (child?.pid && !hasExited(child)) signalGroup(child, "SIGKILL")
}

/** The Deno function exactly as the suite runs it, for the first start and for restarts. */
export function startFunctionServer({ port, databaseUrl, outbox, siteUrl }) {
  return startServer({
    name: "function",
    command: "deno",
    args: [
      "run",
      "--config",
      "supabase/functions/deno.json",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-write",
      "scripts/local/functions-server.ts",
    ],
    env: {
      SUPABASE_DB_URL: databaseUrl,
      FUNCTIONS_PORT: String(port),
      OUTBOX_DIR: outbox,
      SITE_URL: siteUrl,
      ALLOWED_ORIGINS: siteUrl,
      RATE_LIMIT_PER_CLIENT: "1000",
      RATE_LIMIT_PER_EMAIL: "1000",
      // Mail goes to the outbox the tests read, even when the developer's shell has a Resend key.
      RESEND_API_KEY: "",
    },
    ready: /listening/,
  })
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}
