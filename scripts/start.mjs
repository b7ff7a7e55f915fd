// `npm start`: the whole product on this machine. The database (embedded PGlite unless
// SUPABASE_DB_URL names another), the send-contact-email function in real Deno with email going to
// an outbox folder, `gatsby develop` pointed at that function, and Decap's local proxy
// (decap-server, on 127.0.0.1 only) so the editor at /admin/ saves into this checkout with no
// account. Ctrl-C stops them all.
import { createServer } from "node:net"
import { join } from "node:path"
import { concurrently } from "concurrently"
import defaults from "./local/defaults.json" with { type: "json" }

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
  Roam Creative, running locally
  Site      http://localhost:${defaults.sitePort}
  GraphiQL  http://localhost:${defaults.sitePort}/___graphql
  Editor    http://localhost:${defaults.sitePort}/admin/   (saves into content/ through 127.0.0.1:${defaults.editorProxyPort})
  Function  ${functionsUrl}/functions/v1/send-contact-email
  Database  ${databaseUrl.replace(/:[^:@/]*@/, ":***@")}${externalDatabase ? "" : " (PGlite)"}
  Outbox    ${outbox}   (one .eml file per enquiry email${process.env.RESEND_API_KEY ? "; RESEND_API_KEY is set, so mail goes to Resend instead" : ""})
`)

const env = {
  GATSBY_TELEMETRY_DISABLED: "1",
  DENO_CERT: process.env.DENO_CERT ?? "/etc/ssl/certs/ca-certificates.crt",
}
const commands = [
  ...(externalDatabase
    ? []
    : [{ name: "db", command: "node scripts/local/db.mjs", prefixColor: "magenta", env }]),
  {
    name: "function",
    command:
      "deno run --config supabase/functions/deno.json --allow-net --allow-env --allow-read --allow-write scripts/local/functions-server.ts",
    prefixColor: "cyan",
    env: { ...env, OUTBOX_DIR: outbox },
  },
  {
    name: "editor",
    command: "decap-server",
    prefixColor: "green",
    env: { ...env, PORT: String(defaults.editorProxyPort), BIND_HOST: "127.0.0.1", MODE: "fs" },
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

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)))
  })
}
