// Whether a service answers, asked the cheapest way it really answers: a TCP connection for a
// database, an HTTP request for the rest. A probe never throws: refused, reset or too slow is false.
import { connect } from "node:net"

const PROBE_TIMEOUT_MS = 3000

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
