// npm start's "Ready" line: said once every service answers and not before, with real loopback
// servers that start answering late, as a cold gatsby develop or database does.
import assert from "node:assert/strict"
import { createServer as createHttpServer } from "node:http"
import { createServer as createTcpServer } from "node:net"
import { after, test } from "node:test"
import { setTimeout as delay } from "node:timers/promises"
import { freePort } from "./free-port.mjs"
import { httpAnswers, tcpAnswers, whenAllAnswer } from "./readiness.mjs"

const servers = []
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

/** Starts listening on `port` after `ms`; resolves with the time it began to answer. */
async function listenLater(server, port, ms) {
  await delay(ms)
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
  servers.push(server)
  return Date.now()
}

test("Ready comes after the last service answers; one still silent when patience runs out is named once", async () => {
  const [databasePort, functionPort, sitePort] = await Promise.all([freePort(), freePort(), freePort()])
  // The function listens early but says 503 until it has warmed up, as a health check does.
  let warm = false
  const functionServer = createHttpServer((_request, response) => response.writeHead(warm ? 200 : 503).end())
  const database = createTcpServer((socket) => socket.end())
  const site = createHttpServer((_request, response) => response.writeHead(200).end("ok"))
  const services = [
    { name: "database", answers: () => tcpAnswers("127.0.0.1", databasePort) },
    { name: "function", answers: () => httpAnswers(`http://127.0.0.1:${functionPort}/health`) },
    { name: "site", answers: () => httpAnswers(`http://127.0.0.1:${sitePort}/`) },
  ]
  const warnings = []
  const readyAt = new Promise((resolve) =>
    whenAllAnswer(services, {
      intervalMs: 50,
      patienceMs: 700,
      onLate: (silent) => warnings.push(silent.map((service) => service.name)),
      onReady: () => resolve(Date.now()),
    }),
  )
  const answering = await Promise.all([
    listenLater(database, databasePort, 100),
    listenLater(functionServer, functionPort, 50).then(async () => {
      await delay(250)
      warm = true
      return Date.now()
    }),
    listenLater(site, sitePort, 1500),
  ])
  assert.ok((await readyAt) >= Math.max(...answering), "Ready before the last service answered")
  assert.deepEqual(warnings, [["site"]])
})
