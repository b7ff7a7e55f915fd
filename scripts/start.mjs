// `npm start`: the whole product on this machine. The database (embedded PGlite unless
// SUPABASE_DB_URL names another), the send-contact-email function in real Deno with email going to
// an outbox folder, `gatsby develop` pointed at that function, and the editor's local backend
// (scripts/editor-proxy.mjs: decap-server on 127.0.0.1 only, in git mode on the editor's own
// repository) so the editor at /admin/ works with no account: each save waits on its own branch and
// "Publish" copies it into content/, as a pull request and its merge do in production. Ctrl-C stops them all. A first start takes a minute or more, so the addresses come with
// "starting", and one "Ready" line says when every service answers.
import { join } from "node:path"
import { concurrently } from "concurrently"
import { httpAnswers, tcpAnswers } from "./lib/probes.mjs"
import { whenAllAnswer } from "./lib/readiness.mjs"
import defaults from "./local/defaults.json" with { type: "json" }
import { isFree } from "./lib/free-port.mjs"
import { DENO_CERT } from "./lib/processes.mjs"

const root = new URL("..", import.meta.url).pathname
const externalDatabase = process.env.SUPABASE_DB_URL
const functionsUrl = `http://127.0.0.1:${defaults.functionsPort}`
const outbox = process.env.OUTBOX_DIR ?? join(root, defaults.outboxDir)

const ports = [
  [defaults.sitePort, "the site (gatsby develop)"],
  [defaults.functionsPort, "the send-contact-email function"],
  [defaults.editorProxyPort, "the content editor's local proxy (decap-server)"],
  ...(externalDatabase ? [] : [[defaults.databasePort, "the local database (PGlite)"]]),
]
const busy = (
  await Promise.all(ports.map(async ([port, use]) => ((await isFree(port)) ? null : `${port} (${use})`)))
).filter(Boolean)
if (busy.length > 0) {
  console.error(`Cannot start: port ${busy.join(" and port ")} already in use.`)
  console.error("Stop whatever is using it (an earlier `npm start`?), e.g. find it with: lsof -i :<port>")
  process.exit(1)
}

const databaseUrl = externalDatabase ?? defaults.databaseUrl
console.log(`
  Roam Creative, starting locally (a line "Ready" follows once every address answers)
  Site      http://localhost:${defaults.sitePort}
  GraphiQL  http://localhost:${defaults.sitePort}/___graphql
  Editor    http://localhost:${defaults.sitePort}/admin/   (saves wait in .local/editor until "Publish" copies them into content/)
  Function  ${functionsUrl}/functions/v1/send-contact-email
  Database  ${databaseUrl.replace(/:[^:@/]*@/, ":***@")}${externalDatabase ? "" : " (PGlite)"}
  Outbox    ${outbox}   (one .eml file per enquiry email${process.env.RESEND_API_KEY ? "; RESEND_API_KEY is set, so mail goes to Resend instead" : ""})
`)

const env = { GATSBY_TELEMETRY_DISABLED: "1", DENO_CERT }
const commands = [
  ...(externalDatabase
    ? []
    : [{ name: "db", command: "node scripts/local/db.mjs", prefixColor: "magenta", env }]),
  {
    name: "function",
    command:
      "deno run --config supabase/functions/deno.json -P=function-server scripts/local/functions-server.ts",
    prefixColor: "cyan",
    env: { ...env, OUTBOX_DIR: outbox },
  },
  {
    name: "editor",
    command: `node scripts/editor-proxy.mjs . ${defaults.editorProxyPort}`,
    prefixColor: "green",
    env,
  },
  {
    name: "site",
    command: `gatsby develop --host localhost --port ${defaults.sitePort}`,
    prefixColor: "yellow",
    env: {
      ...env,
      GATSBY_SUPABASE_URL: process.env.GATSBY_SUPABASE_URL ?? functionsUrl,
    },
  },
]

const { result } = concurrently(commands, {
  killOthersOn: ["failure", "success"],
  prefix: "name",
  padPrefix: true,
  cwd: root,
})
result.then(
  () => process.exit(0),
  () => process.exit(1),
)

// Each service's cheapest real answer. The function's health check reads the database: 200, or 503
// with the reasons an operator should see; either is the function answering.
const site = (path) => `http://localhost:${defaults.sitePort}${path}`
const database = new URL(databaseUrl)
const services = [
  { name: "site", address: site("/"), answers: () => httpAnswers(site("/")) },
  { name: "GraphiQL", address: site("/___graphql"), answers: () => httpAnswers(site("/___graphql")) },
  { name: "editor", address: site("/admin/"), answers: () => httpAnswers(site("/admin/")) },
  {
    name: "editor's proxy",
    address: `http://127.0.0.1:${defaults.editorProxyPort}/api/v1`,
    answers: () =>
      httpAnswers(`http://127.0.0.1:${defaults.editorProxyPort}/api/v1`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }),
  },
  {
    name: "enquiry function",
    address: `${functionsUrl}/functions/v1/send-contact-email/health`,
    answers: () =>
      httpAnswers(`${functionsUrl}/functions/v1/send-contact-email/health`, {
        headers: { "X-Health-Secret": process.env.HEALTH_SECRET ?? defaults.functionEnv.HEALTH_SECRET },
        answered: (response) => response.status === 200 || response.status === 503,
      }),
  },
  {
    name: "database",
    address: `${database.hostname}:${database.port || 5432}`,
    answers: () => tcpAnswers(database.hostname, Number(database.port || 5432)),
  },
]
const seconds = (ms) => Math.round(ms / 1000)
const names = (list) =>
  list
    .map(({ name }) => name)
    .join(", ")
    .replace(/, ([^,]*)$/, " and $1")
whenAllAnswer(services, {
  onReady: (elapsed) =>
    console.log(`\n  Ready: ${names(services)} all answer (took ${seconds(elapsed)} s)\n`),
  onLate: (silent, elapsed) =>
    console.log(
      `\n  Still not answering after ${seconds(elapsed)} s: ${silent.map(({ name, address }) => `${name} (${address})`).join(", ")}. Its output above says why; still waiting.\n`,
    ),
})
