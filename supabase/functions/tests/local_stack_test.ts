// npm start's stack: the function server (scripts/local/functions-server.ts) on PGlite, which has no
// pg_cron. The migration applies, the server runs the jobs on its own timers, and an enquiry from the
// local site is stored and its email written to the outbox.
import assert from "node:assert/strict"
import defaults from "../../../scripts/local/defaults.json" with { type: "json" }
import { startPglite } from "./support/database.ts"
import { startFunctionServer, VALID } from "./support/harness.ts"

Deno.test("npm start's stack on PGlite migrates, runs its jobs, stores and mails an enquiry", async () => {
  const db = await startPglite()
  const outbox = await Deno.makeTempDir({ prefix: "enquiry-outbox-" })
  const { url, server } = await startFunctionServer({
    SUPABASE_DB_URL: db.url,
    OUTBOX_DIR: outbox,
    RESEND_API_KEY: "",
  })
  try {
    const headers = { "Content-Type": "application/json", Origin: defaults.siteUrl }
    const sent = await fetch(url, { method: "POST", headers, body: JSON.stringify(VALID) })
    assert.equal(sent.status, 200)
    const { id } = await sent.json()
    const files = [...Deno.readDirSync(outbox)].map((entry) => entry.name)
    assert.deepEqual(
      files.map((name) => name.endsWith(`-${id}.eml`)),
      [true],
    )
    const eml = await Deno.readTextFile(`${outbox}/${files[0]}`)
    assert.match(eml, new RegExp(`^Reply-To: ${VALID.email}\r$`, "m"))
    assert.ok(eml.includes(VALID.projectDetails))
    // Both jobs have run (the purge and /retry, each once at start), and the database answers.
    const health = await fetch(`${url}/health`, {
      headers: { "X-Health-Secret": defaults.functionEnv.HEALTH_SECRET },
    })
    const answer = await health.json()
    assert.equal(health.status, 200, answer.problems.join())
    assert.notEqual(answer.notifications.lastPurgeSecondsAgo, null)
    assert.notEqual(answer.notifications.lastRetryRunSecondsAgo, null)
  } finally {
    server.kill("SIGTERM")
    await server.status
    await db.stop()
    await Deno.remove(outbox, { recursive: true })
  }
})
