// npm start's services as one (concurrently), all stopped when one ends. Ctrl-C (or SIGTERM) stops
// them with one line: what they print while shutting down needs nothing from the developer.
import { Writable } from "node:stream"
import { concurrently } from "concurrently"

const SIGNAL_GRACE_MS = 50

/** Runs `commands` (concurrently's form) until one ends or a signal stops them; exits with their outcome. */
export function runTogether(commands, { cwd, say = (line) => console.log(line) } = {}) {
  let stopping = false
  // Ctrl-C reaches the services as it reaches this process (one process group), so what they print as
  // they stop can be read here just before the signal is: each chunk waits a moment before it is shown
  // (timers of one delay fire in the order they were set, so the order holds).
  const output = new Writable({
    write(chunk, _encoding, done) {
      setTimeout(() => stopping || process.stdout.write(chunk), SIGNAL_GRACE_MS)
      done()
    },
  })
  // concurrently passes the signal on to every service; this only quiets what follows.
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      say("\n  Stopping every service")
    })
  const options = { killOthersOn: ["failure", "success"], padPrefix: true, cwd, outputStream: output }
  const { result } = concurrently(commands, options)
  return result.then(() => process.exit(0)).catch(() => process.exit(stopping ? 0 : 1))
}
