import { createServer } from "node:net"

/** A loopback port nothing listens on right now, for servers started by tests and benchmarks. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}
