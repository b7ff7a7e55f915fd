// What `npm start` tells a developer: a taken port as it is, the enquiry function on PGlite (which has
// no pg_cron) storing and mailing an enquiry without warnings that ask nothing of them, and Ctrl-C as
// one line. Real processes on loopback ports.
import assert from "node:assert/strict"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after, test } from "node:test"
import { VALID } from "../../supabase/functions/tests/support/fixtures.ts"
import defaults from "../local/defaults.json" with { type: "json" }
import { freePort } from "./free-port.mjs"
import { FUNCTION_SERVER, ROOT, runCommand, startServer, stopAll } from "./processes.mjs"

after(stopAll)

test("a taken port is named with the command that finds its holder and the way to choose another", async (t) => {
  const holder = createServer()
  await new Promise((resolve) => holder.listen(0, "127.0.0.1", resolve))
  t.after(() => holder.close())
  const taken = holder.address().port
  const [functions, editor, database] = await Promise.all([freePort(), freePort(), freePort()])
  const env = {
    SITE_PORT: taken,
    FUNCTIONS_PORT: functions,
    EDITOR_PROXY_PORT: editor,
    DATABASE_PORT: database,
  }
  const { code, output } = await runCommand("node", ["scripts/start.mjs"], { quiet: true, env })
  assert.equal(code, 1, output)
  assert.match(output, new RegExp(`port ${taken} \\(the site`))
  assert.match(output, new RegExp(`lsof -i :${taken}\\n`))
  assert.match(output, /a short-lived connection holds it: wait a few seconds/)
  assert.match(output, /SITE_PORT=<port> npm start/)
  assert.doesNotMatch(output, new RegExp(`port (${functions}|${editor}|${database})`))
})

test(
  "the enquiry function on PGlite migrates, runs its jobs, stores and mails an enquiry, without a warning",
  { timeout: 120_000 },
  async () => {
    const [databasePort, functionsPort] = await Promise.all([freePort(), freePort()])
    const outbox = mkdtempSync(join(tmpdir(), "outbox-"))
    after(() => rmSync(outbox, { recursive: true, force: true }))
    const memory = { PGLITE_PORT: String(databasePort), PGLITE_DATA_DIR: "memory://" }
    const db = { name: "database", command: "node", args: ["scripts/local/db.mjs"], env: memory }
    await startServer({ ...db, ready: /PGlite listening/ })
    const secret = defaults.functionEnv.HEALTH_SECRET
    const env = {
      SUPABASE_DB_URL: `postgres://postgres:postgres@127.0.0.1:${databasePort}/postgres`,
      FUNCTIONS_PORT: String(functionsPort),
      OUTBOX_DIR: outbox,
      SITE_URL: defaults.siteUrl,
      RESEND_API_KEY: "",
      HEALTH_SECRET: secret,
    }
    const [command, ...args] = FUNCTION_SERVER
    const server = await startServer({ name: "function", command, args, env, ready: /listening/ })
    const url = `http://127.0.0.1:${functionsPort}/functions/v1/send-contact-email`
    const headers = { "Content-Type": "application/json", Origin: defaults.siteUrl }
    const answer = await fetch(url, { method: "POST", headers, body: JSON.stringify(VALID) })
    const body = await answer.text()
    assert.equal(answer.status, 200, body)
    const files = readdirSync(outbox)
    assert.ok(files.length === 1 && files[0].endsWith(`-${JSON.parse(body).id}.eml`), files.join())
    const eml = readFileSync(join(outbox, files[0]), "utf8")
    assert.match(eml, new RegExp(`^Reply-To: ${VALID.email}\r$`, "m"))
    assert.ok(eml.includes(VALID.projectDetails))
    // Both jobs have run (the purge and /retry, each once at start), and the database answers.
    const health = await fetch(`${url}/health`, { headers: { "X-Health-Secret": secret } })
    const report = await health.json()
    assert.equal(health.status, 200, report.problems?.join())
    assert.notEqual(report.notifications.lastPurgeSecondsAgo, null)
    assert.notEqual(report.notifications.lastRetryRunSecondsAgo, null)
    // Deno warns once the response has gone out.
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Only its own lines: the schema, the address, and JSON log entries.
    const own = /^(Applied migrations|Database schema|send-contact-email listening|\{")/
    const lines = server.output().split("\n")
    const foreign = lines.filter((line) => line && !own.test(line))
    assert.deepEqual(foreign, [])
  },
)

test("Ctrl-C stops every service with one line", { timeout: 30_000 }, async () => {
  // Two services that talk while they stop, as gatsby develop and decap-server do.
  const chatty = (name) => ({
    name,
    command: `node -e "console.log('${name} up'); for (const s of ['SIGINT','SIGTERM']) process.on(s, () => { console.log('${name}: not finished, got ' + s); process.exit(1) }); setInterval(() => {}, 1000)"`,
  })
  const program = `
    import { runTogether } from ${JSON.stringify(join(ROOT, "scripts/lib/run-together.mjs"))}
    runTogether(${JSON.stringify([chatty("site"), chatty("function")])})`
  // Its own process group, as a terminal's: Ctrl-C reaches every process in it.
  const stack = await startServer({
    name: "stack",
    command: "node",
    args: ["--input-type=module", "-e", program],
    ready: /(site|function) up[\s\S]*(site|function) up/,
  })
  const exited = new Promise((resolve) => stack.child.once("exit", resolve))
  const before = stack.output().length
  process.kill(-stack.child.pid, "SIGINT")
  assert.equal(await exited, 0)
  assert.deepEqual(stack.output().slice(before).trim().split("\n"), ["Stopping every service"])
})
