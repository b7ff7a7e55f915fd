// Runs the Deno tests of the Edge Function against both databases it must work with: PGlite (always
// available) and Debian's PostgreSQL 15 server (required on CI; on a developer machine without it, says
// so loudly instead of passing quietly). Each database is started and migrated once
// (supabase/functions/tests/support/serve-database.ts); every test empties it and opens its own connections.
import { spawn, spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { BASE_ENV } from "./lib/processes.mjs"

const hasPostgres =
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  )
// pg_cron (postgresql-15-cron): support/database.ts preloads it when its control file is there, and the
// schedule's tests then run against it (supabase/functions/tests/cron_test.ts); without it they take the
// absent path, which CI must not do quietly.
const hasPgCron =
  existsSync("/usr/share/postgresql") &&
  readdirSync("/usr/share/postgresql").some((version) =>
    existsSync(`/usr/share/postgresql/${version}/extension/pg_cron.control`),
  )
const databases = ["pglite"]
if (hasPostgres) databases.push("postgres")
else if (process.env.CI) {
  console.error("PostgreSQL server not found; CI must test against it: apt-get install -y postgresql-15")
  process.exit(1)
}
if (hasPostgres && !hasPgCron && process.env.CI) {
  console.error(
    "pg_cron not found; CI must test the job schedule against it: apt-get install -y postgresql-15-cron",
  )
  process.exit(1)
}

// The flags live in supabase/functions/deno.json's tasks (lint, test, run).
const task = (name, args) => ["task", "--config", "supabase/functions/deno.json", name, ...args]
const run = (args, extraEnv = {}) =>
  spawnSync("deno", args, { stdio: "inherit", env: { ...BASE_ENV, ...extraEnv } }).status === 0

/** Starts and migrates one database; resolves with its URL and a stop function. */
function serveDatabase(kind) {
  const child = spawn("deno", task("run", ["supabase/functions/tests/support/serve-database.ts", kind]), {
    stdio: ["ignore", "pipe", "inherit"],
    env: BASE_ENV,
  })
  const stopped = new Promise((resolve) => child.once("exit", resolve))
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      const url = /^DATABASE_URL=(.+)$/.exec(line)?.[1]
      if (url) resolve({ url, stop: () => (child.kill("SIGTERM"), stopped) })
    })
    child.once("exit", (code) =>
      reject(new Error(`The ${kind} database exited (${code}) before it was ready`)),
    )
  })
}

if (!run(task("lint", []))) process.exit(1)
// Arguments replace the test folder: npm run test:deno -- --filter "rate limit" supabase/functions/tests/
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["supabase/functions/tests/"]
// A second database reruns only the tests that reach one: those that open the function's harness or a
// database (the rest, such as address parsing, the email pattern or the sign-in function, cannot differ).
const TESTS = "supabase/functions/tests"
const reachesDatabase = readdirSync(TESTS)
  .filter((file) => file.endsWith("_test.ts"))
  .filter((file) => /from "\.\/support\/(harness|database)/.test(readFileSync(join(TESTS, file), "utf8")))
  .map((file) => join(TESTS, file))
for (const [index, database] of databases.entries()) {
  console.log(`\nFunction tests against ${database}`)
  const { url, stop } = await serveDatabase(database)
  const passed = run(task("test", index > 0 && process.argv.length <= 2 ? reachesDatabase : targets), {
    TEST_DATABASE: database,
    TEST_DATABASE_URL: url,
  })
  await stop()
  if (!passed) process.exit(1)
}
if (hasPostgres && !hasPgCron) {
  console.warn(
    "\nNOTE: PostgreSQL ran without pg_cron, so the job schedule was tested only where pg_cron is absent. Install it (apt-get install -y postgresql-15-cron) to test it as CI does.",
  )
}
if (!hasPostgres) {
  console.warn(
    "\nNOTE: the function tests ran against PGlite only. Install PostgreSQL (apt-get install -y postgresql-15) to run them against the PostgreSQL server as CI does.",
  )
}
