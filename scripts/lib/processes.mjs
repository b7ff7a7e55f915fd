// The scripts' child processes, each leading its own process group (stopping it stops what it spawned), its
// output drained (a chatty server never blocks on a full pipe), its tail kept, killed when the script exits.
import { spawn, spawnSync } from "node:child_process"
import { constants } from "node:os"
import { join } from "node:path"
import { setTimeout as delay } from "node:timers/promises"
import defaults from "../local/defaults.json" with { type: "json" }

export const ROOT = new URL("../..", import.meta.url).pathname

// Every child's environment: the project's own deno and gatsby first on PATH, certificates for Deno's npm.
export const BASE_ENV = {
  ...process.env,
  PATH: `${join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
  GATSBY_TELEMETRY_DISABLED: "1",
  DENO_CERT: process.env.DENO_CERT ?? "/etc/ssl/certs/ca-certificates.crt",
}

// The enquiry function in real Deno, run from ROOT, with only its permissions, as flags: deno.json's permission
// sets are experimental, and its tasks add --allow-run and --allow-sys for the tooling that starts PostgreSQL.
export const FUNCTION_SERVER = defaults.functionServer

const OUTPUT_KEPT = 64 * 1024
const STOP_GRACE_MS = 5000
const START_TIMEOUT_MS = 90_000

/** Every child started here and not yet exited. */
const running = new Set()
process.on("exit", () => running.forEach((child) => signalGroup(child, "SIGKILL")))

/** Spawns `command` in its own process group, keeping its output's tail and passing each chunk to `onData`. */
function launch(command, args, { env = {}, cwd = ROOT, inherit = false, onData = () => {} } = {}) {
  const stdio = inherit ? "inherit" : ["ignore", "pipe", "pipe"]
  const child = spawn(command, args, { cwd, env: { ...BASE_ENV, ...env }, stdio, detached: true })
  child.output = ""
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk) => {
      child.output = (child.output + chunk).slice(-OUTPUT_KEPT)
      onData(chunk)
    })
  running.add(child)
  child.on("exit", () => running.delete(child))
  return child
}

/** Starts a server; resolves with `{ name, child, output() }` once its output matches `ready`. */
export function startServer({ name, command, args, env = {}, ready }) {
  // Whichever comes first settles it; the others are no-ops.
  const { promise, resolve, reject } = Promise.withResolvers()
  const fail = (why) => reject(new Error(`${name} ${why}:\n${child.output}`))
  const child = launch(command, args, {
    env,
    onData: (chunk) => {
      if (process.env.E2E_DEBUG) process.stdout.write(`[${name}] ${chunk}`)
      if (ready.test(child.output)) resolve({ name, child, output: () => child.output })
    },
  })
  const timer = setTimeout(() => {
    void stopProcess(child)
    fail(`did not start within ${START_TIMEOUT_MS / 1000} s`)
  }, START_TIMEOUT_MS)
  child.on("error", reject)
  child.on("exit", (code, signal) => fail(`exited (${code ?? signal}) before it was ready`))
  return promise.finally(() => clearTimeout(timer))
}

/** Runs a command to its end; resolves with its exit code and, when `quiet`, its output's tail. */
export function runCommand(command, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = launch(command, args, { env, cwd, inherit: !quiet })
    child.on("error", reject)
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: child.output }))
  })
}

/** runCommand that rejects with the tail of the output when the command fails. */
export async function mustRun(command, args, options) {
  const { code, output } = await runCommand(command, args, options)
  if (code === 0) return output
  const tail = output.split("\n").slice(-40).join("\n")
  throw new Error(`${command} ${args.join(" ")} failed (${code})${tail ? `:\n${tail}` : ""}`)
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is empty: the leader and whatever it spawned are gone.
  }
}

/** SIGTERM to the process group, SIGKILL to what is left of it after 5 s; resolves once the leader exited. */
export async function stopProcess(child) {
  if (!child?.pid) return
  const alive = child.exitCode === null && child.signalCode === null
  const exited = alive ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve()
  signalGroup(child, "SIGTERM")
  await Promise.race([exited, delay(STOP_GRACE_MS, undefined, { ref: false })])
  // Whatever did not stop in time, and anything the leader left behind in its group, goes now.
  signalGroup(child, "SIGKILL")
  await exited
}

/** Stops every child still running (for a script's signal handlers and `finally` blocks). */
export const stopAll = () => Promise.allSettled([...running].map((child) => stopProcess(child)))

/** The processes below `pid`, with those started in process groups of their own. */
const descendants = (pid = process.pid) =>
  (spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.match(/\d+/g) ?? []).flatMap(
    (child) => [child, ...descendants(child)],
  )

/** On SIGINT or SIGTERM (which skip Node's "exit" event): stop all this script started, run `cleanUp`, exit. */
export function stopAllOnSignals(cleanUp = () => {}) {
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, async () => {
      spawnSync("kill", ["-TERM", ...descendants()])
      await stopAll()
      await cleanUp()
      process.exit(128 + constants.signals[signal])
    })
}
