// `npm start`: the whole product on this machine, as the README's "Quick start" describes it. The
// addresses come first, then one "Ready" line once every service answers; Ctrl-C stops them all.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { httpAnswers, tcpAnswers, whenAllAnswer } from "./lib/readiness.mjs"
import { runTogether } from "./lib/run-together.mjs"
import defaults from "./local/defaults.json" with { type: "json" }
import { isFree } from "./lib/free-port.mjs"
import { BASE_ENV, FUNCTION_SERVER, ROOT } from "./lib/processes.mjs"
import { LOCAL_DATABASE_URL, PORTS, PORT_VARIABLES } from "./local/ports.mjs"

const externalDatabase = process.env.SUPABASE_DB_URL

const functionsUrl = `http://127.0.0.1:${PORTS.functions}`
const EPHEMERAL_RANGE = "/proc/sys/net/ipv4/ip_local_port_range"
const outbox = process.env.OUTBOX_DIR ?? join(ROOT, defaults.outboxDir)

const uses = {
  site: "the site (gatsby develop)",
  functions: "the send-contact-email function",
  editorProxy: "the content editor's local proxy (decap-server)",
  ...(externalDatabase ? {} : { database: "the local database (PGlite)" }),
}
const busy = []
for (const [name, use] of Object.entries(uses))
  if (!(await isFree(PORTS[name]))) busy.push([PORTS[name], PORT_VARIABLES[name], use])
for (const [number, variable, use] of busy) {
  console.error(`Cannot start: port ${number} (${use}) is in use.`)
  console.error(`  If a server holds it (an earlier npm start?), find it with: lsof -i :${number}`)
  if (lentToConnections(number))
    console.error("  If lsof finds nothing, a short-lived connection holds it: wait a few seconds.")
  console.error(`  Or choose another port: ${variable}=<port> npm start`)
}
if (busy.length > 0) process.exit(1)

/** Whether Linux lends `port` to outgoing connections (its ephemeral range), which hold it for a while. */
function lentToConnections(port) {
  const range = existsSync(EPHEMERAL_RANGE) ? readFileSync(EPHEMERAL_RANGE, "utf8") : "32768 60999"
  const [low, high] = range.trim().split(/\s+/).map(Number)
  return port >= low && port <= high
}

const databaseUrl = externalDatabase ?? LOCAL_DATABASE_URL
console.log(`
  Roam Creative, starting locally (a line "Ready" follows once every address answers)
  Site      http://localhost:${PORTS.site}
  GraphiQL  http://localhost:${PORTS.site}/___graphql
  Editor    http://localhost:${PORTS.site}/admin/   (saves wait in .local/editor until "Publish" copies them into content/)
  Function  ${functionsUrl}/functions/v1/send-contact-email
  Database  ${databaseUrl.replace(/:[^:@/]*@/, ":***@")}${externalDatabase ? "" : " (PGlite)"}
  Outbox    ${outbox}   (one .eml file per enquiry email${process.env.RESEND_API_KEY ? "; RESEND_API_KEY is set, so mail goes to Resend instead" : ""})
`)

const siteUrl = `http://localhost:${PORTS.site}`
// Every service inherits the environment the project's scripts give their children.
Object.assign(process.env, BASE_ENV)
const { GATSBY_SUPABASE_URL = functionsUrl, SITE_URL = siteUrl } = process.env
const functionEnv = { OUTBOX_DIR: outbox, FUNCTIONS_PORT: `${PORTS.functions}`, SUPABASE_DB_URL: databaseUrl }
const siteEnv = { GATSBY_SUPABASE_URL, GATSBY_DECAP_SERVER_PORT: `${PORTS.editorProxy}` }
const commands = [
  ["db", "node scripts/local/db.mjs", "magenta", { PGLITE_PORT: `${PORTS.database}` }],
  ["function", FUNCTION_SERVER.join(" "), "cyan", { ...functionEnv, SITE_URL }],
  ["editor", `node scripts/editor-proxy.mjs . ${PORTS.editorProxy}`, "green"],
  ["site", `gatsby develop --host localhost --port ${PORTS.site}`, "yellow", siteEnv],
].map(([name, command, prefixColor, env]) => ({ name, command, prefixColor, env }))
const started = commands.filter((command) => !externalDatabase || command.name !== "db")
void runTogether(started, { cwd: ROOT })

// Each service's cheapest real answer. The function's health check reads the database: 200, or 503
// with the reasons an operator should see; either is the function answering.
const database = new URL(databaseUrl)
const databasePortNumber = Number(database.port || 5432)
const info = { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' }
const secret = { "X-Health-Secret": process.env.HEALTH_SECRET ?? defaults.functionEnv.HEALTH_SECRET }
const health = { headers: secret, answered: (response) => response.status === 200 || response.status === 503 }
const services = [
  ["site", `${siteUrl}/`],
  ["GraphiQL", `${siteUrl}/___graphql`],
  ["editor", `${siteUrl}/admin/`],
  ["editor's proxy", `http://127.0.0.1:${PORTS.editorProxy}/api/v1`, info],
  ["enquiry function", `${functionsUrl}/functions/v1/send-contact-email/health`, health],
].map(([name, address, request]) => ({ name, address, answers: () => httpAnswers(address, request) }))
services.push({
  name: "database",
  address: `${database.hostname}:${databasePortNumber}`,
  answers: () => tcpAnswers(database.hostname, databasePortNumber),
})
const seconds = (ms) => Math.round(ms / 1000)
const names = new Intl.ListFormat("en-AU").format(services.map(({ name }) => name))
whenAllAnswer(services, {
  onReady: (elapsed) => console.log(`\n  Ready: ${names} all answer (took ${seconds(elapsed)} s)\n`),
  onLate: (silent, elapsed) =>
    console.log(
      `\n  Still not answering after ${seconds(elapsed)} s: ${silent.map(({ name, address }) => `${name} (${address})`).join(", ")}. Its output above says why; still waiting.\n`,
    ),
})
