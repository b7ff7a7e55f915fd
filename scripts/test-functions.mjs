// `npm run test:deno`: the Edge Functions' Deno tests against PostgreSQL 15 with pg_cron where it is
// installed, else PGlite, started and migrated once (supabase/functions/tests/support/database.ts).
// Arguments replace the test folder: npm run test:deno -- --filter "rate limit" supabase/functions/tests/
import { spawnSync } from "node:child_process"
import { BASE_ENV, startServer, stopProcess } from "./lib/processes.mjs"

// deno.json's tasks carry the tooling's flags, wider than the function's (scripts/lib/processes.mjs).
const task = (name, args) => ["task", "--config", "supabase/functions/deno.json", name, ...args]
const run = (args, env = {}) =>
  spawnSync("deno", args, { stdio: "inherit", env: { ...BASE_ENV, ...env } }).status === 0

if (!run(task("lint", []))) process.exit(1)
const STARTED = /^(PostgreSQL|PGlite) (postgres:\S+)$/m
const args = task("run", ["supabase/functions/tests/support/database.ts"])
const database = await startServer({ name: "The database", command: "deno", args, ready: STARTED })
const [, name, url] = STARTED.exec(database.output())
const cron = name === "PGlite" ? "no pg_cron: jobs_test.ts skips the schedule's test" : "pg_cron"
console.log(`The function tests run on ${name} (${cron})`)
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["supabase/functions/tests/"]
const passed = run(task("test", targets), { TEST_DATABASE: name, TEST_DATABASE_URL: url })
await stopProcess(database.child)
process.exit(passed ? 0 : 1)
