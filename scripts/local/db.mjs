// The local database: PGlite (Postgres in WebAssembly, nothing to install) behind its socket server,
// its data in .local/pglite unless PGLITE_DATA_DIR names a folder or memory://; PGLITE_PORT moves it.
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import defaults from "./defaults.json" with { type: "json" }

const dataDir = process.env.PGLITE_DATA_DIR ?? join(import.meta.dirname, "../..", defaults.pgliteDataDir)
const port = Number(process.env.PGLITE_PORT ?? defaults.databasePort)
if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true })

const db = await PGlite.create(dataDir)
// PGlite is one session, which the socket server's clients take turns at, message by message, keeping a
// client's turn only inside a transaction. An extended-protocol query (Parse, Bind, Execute ... Sync)
// spans messages outside one too, and another client's Parse in between would replace its unnamed
// statement (a protocol violation, or another query's rows): a client keeps its turn until Sync.
let midQuery = false
const session = new Proxy(db, {
  get(target, name) {
    const value = Reflect.get(target, name)
    if (typeof value !== "function") return value
    if (name === "isInTransaction") return () => midQuery || value.call(target)
    if (name !== "execProtocolRawStream") return value.bind(target)
    return (message, options) => {
      midQuery = "PBDEHC".includes(String.fromCharCode(message[0]))
      return value.call(target, message, options)
    }
  },
})
const server = new PGLiteSocketServer({ db: session, host: "127.0.0.1", port, maxConnections: 10 })
server.addEventListener("error", (event) => console.error("Database socket error:", event.detail ?? event))
await server.start()
console.log(`PGlite listening on postgres://postgres:***@127.0.0.1:${port}/postgres (data in ${dataDir})`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.stop()
  await db.close()
  process.exit(0)
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop)
