// When every service of a stack answers. Each is asked until it has answered once; `onReady` is
// called when the last one has, and `onLate` once with those still silent after `patienceMs`, while
// the asking goes on (a first start that is only slow still ends in `onReady`). A service is asked the
// cheapest way it really answers: a TCP connection for a database, an HTTP request for the rest; a
// probe never throws: refused, reset or too slow is false.
import { connect } from "node:net"

const PROBE_TIMEOUT_MS = 3000

/** `services`: [{ name, answers: () => Promise<boolean> }]. */
export function whenAllAnswer(services, { onReady, onLate, intervalMs = 1000, patienceMs = 5 * 60_000 }) {
  const started = Date.now()
  const silent = new Set(services)
  let warned = false

  async function round() {
    await Promise.all([...silent].map(async (service) => (await service.answers()) && silent.delete(service)))
    const elapsed = Date.now() - started
    if (silent.size === 0) return onReady(elapsed)
    if (!warned && elapsed >= patienceMs) onLate([...silent], elapsed)
    warned ||= elapsed >= patienceMs
    setTimeout(round, intervalMs)
  }

  void round()
}

export function tcpAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const settle = (answered) => {
      socket.destroy()
      resolve(answered)
    }
    socket.setTimeout(PROBE_TIMEOUT_MS, () => settle(false))
    socket.once("connect", () => settle(true))
    socket.once("error", () => settle(false))
  })
}

/** A request (fetch's options) that answered when `answered(response)` says so: by default a 2xx. */
export async function httpAnswers(url, { answered = (response) => response.ok, ...request } = {}) {
  try {
    const response = await fetch(url, { ...request, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    await response.body?.cancel()
    return answered(response)
  } catch {
    return false
  }
}
