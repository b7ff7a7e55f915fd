import { createServer } from "node:net"
import { pathToFileURL } from "node:url"

/** Listens on `port` of the loopback interface and lets go; resolves with the port it got. */
function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(port, "127.0.0.1", () => {
      const { port: bound } = probe.address()
      probe.close(() => resolve(bound))
    })
  })
}

/** A loopback port nothing listens on right now, for servers started by tests and benchmarks. */
export const freePort = () => listenOnce(0)

/** Whether nothing listens on `port` on the loopback interface, for npm start's check of its fixed ports. */
export const isFree = (port) => listenOnce(port).then(Boolean, () => false) // a bound port is never 0

// `node scripts/lib/free-port.mjs 3` prints three distinct free ports as JSON, and `--free 8000` exits 0
// only if port 8000 is free, for callers that must decide synchronously (playwright.config.ts, which
// has no top-level await).
const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? "").href
if (isMain && process.argv[2] === "--free") process.exitCode = (await isFree(Number(process.argv[3]))) ? 0 : 1
else if (isMain) {
  const ports = new Set()
  while (ports.size < Number(process.argv[2] ?? 1)) ports.add(await freePort())
  console.log(JSON.stringify([...ports]))
}
