// The enquiry function for the browser suite (a webServer of playwright.config.ts): the real Deno
// function with its mail in the suite's outbox, behind a small loopback control endpoint through which
// a test stops it and starts it again (POST /stop, POST /start; the functionServer fixture). SIGTERM
// stops the function and removes the outbox.
import { mkdirSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import {
  hasExited,
  startFunctionServer,
  stopAllOnSignals,
  stopProcess,
} from "../../scripts/lib/processes.mjs"

const stack = JSON.parse(process.env.E2E_STACK)
const options = {
  port: stack.functionPort,
  databaseUrl: stack.databaseUrl,
  outbox: stack.outbox,
  siteUrl: stack.siteUrl,
}
stopAllOnSignals(() => rmSync(stack.outbox, { recursive: true, force: true }))
mkdirSync(stack.outbox, { recursive: true })

let server = await startFunctionServer(options)
const actions = {
  "/stop": () => stopProcess(server.child),
  "/start": async () => {
    if (hasExited(server.child)) server = await startFunctionServer(options)
  },
}

createServer((request, response) => {
  if (request.method === "GET" && request.url === "/") return response.writeHead(200).end("ready")
  const action = request.method === "POST" ? actions[request.url] : undefined
  if (!action) return response.writeHead(404).end()
  action().then(
    () => response.writeHead(204).end(),
    (error) => response.writeHead(500).end(String(error instanceof Error ? error.message : error)),
  )
}).listen(Number(new URL(stack.functionControlUrl).port), "127.0.0.1", () =>
  console.log(`send-contact-email on ${stack.functionUrl}, control on ${stack.functionControlUrl}`),
)
