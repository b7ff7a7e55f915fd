// npm start's "Ready" line: said once every service answers and not before, with real loopback
// servers that start answering late, as a cold gatsby develop or database does.
import assert from "node:assert/strict"
import { createServer as createHttpServer } from "node:http"
import { createServer as createTcpServer } from "node:net"
import { after, test } from "node:test"
import { freePort } from "./free-port.mjs"
import { httpAnswers, tcpAnswers } from "./probes.mjs"
import { whenAllAnswer } from "./readiness.mjs"

const servers = []
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts listening on `port` after `ms`; resolves with the time it began to answer. */
async function listenLater(server, port, ms) {
  await delay(ms)
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
  servers.push(server)
  return Date.now()
}

const LIMIT = { timeout: 10_000 }

test(
  "Ready comes only after the last of a database, a function that warms up and a site answer",
  LIMIT,
  async () => {
    const [databasePort, functionPort, sitePort] = await Promise.all([freePort(), freePort(), freePort()])
    // The function listens early but says 503 until it has warmed up, as a health check does.
    let warm = false
    const functionServer = createHttpServer((_request, response) =>
      response.writeHead(warm ? 200 : 503).end(),
    )
    const site = createHttpServer((_request, response) => response.writeHead(200).end("ok"))
    const services = [
      { name: "database", answers: () => tcpAnswers("127.0.0.1", databasePort) },
      { name: "function", answers: () => httpAnswers(`http://127.0.0.1:${functionPort}/health`) },
      { name: "site", answers: () => httpAnswers(`http://127.0.0.1:${sitePort}/`) },
    ]
    const outcome = new Promise((resolve) =>
      whenAllAnswer(services, { intervalMs: 50, onReady: () => resolve(Date.now()), onLate: () => {} }),
    )
    const answering = await Promise.all([
      listenLater(
        createTcpServer((socket) => socket.end()),
        databasePort,
        300,
      ),
      listenLater(functionServer, functionPort, 100).then(async () => {
        await delay(700)
        warm = true
        return Date.now()
      }),
      listenLater(site, sitePort, 500),
    ])
    const readyAt = await outcome
    assert.ok(
      readyAt >= Math.max(...answering),
      `Ready at ${readyAt}, before the last service answered at ${Math.max(...answering)}`,
    )
  },
)

test(
  "a silent service alone is named once patience runs out, and Ready still follows when it answers",
  LIMIT,
  async () => {
    const [sitePort, proxyPort] = await Promise.all([freePort(), freePort()])
    const answering = () => createHttpServer((_request, response) => response.writeHead(200).end())
    await listenLater(answering(), sitePort, 0)
    const warnings = []
    const ready = new Promise((resolve) => {
      whenAllAnswer(
        [
          { name: "site", answers: () => httpAnswers(`http://127.0.0.1:${sitePort}/`) },
          { name: "editor's proxy", answers: () => httpAnswers(`http://127.0.0.1:${proxyPort}/api/v1`) },
        ],
        {
          intervalMs: 50,
          patienceMs: 200,
          onLate: (silent) => warnings.push(silent.map((service) => service.name)),
          onReady: resolve,
        },
      )
    })
    await listenLater(answering(), proxyPort, 500)
    await ready
    assert.deepEqual(warnings, [["editor's proxy"]])
  },
)
