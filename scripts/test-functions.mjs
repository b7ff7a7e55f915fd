// `npm run test:deno`: the Edge Functions' Deno tests against Debian's PostgreSQL 15 with pg_cron,
// started and migrated once (supabase/functions/tests/support/database.ts).
// Arguments replace the test folder: npm run test:deno -- --filter "rate limit" supabase/functions/tests/
import { spawn, spawnSync } from "node:child_process"
import { createInterface } from "node:readline"
import { BASE_ENV } from "./lib/processes.mjs"

// The flags live in supabase/functions/deno.json's tasks (lint, test, run).
const task = (name, args) => ["task", "--config", "supabase/functions/deno.json", name, ...args]
const run = (args, env = {}) =>
  spawnSync("deno", args, { stdio: "inherit", env: { ...BASE_ENV, ...env } }).status === 0

if (!run(task("lint", []))) process.exit(1)
const database = spawn("deno", task("run", ["supabase/functions/tests/support/database.ts"]), {
  stdio: ["ignore", "pipe", "inherit"],
  env: BASE_ENV,
})
const stopped = new Promise((resolve) => database.once("exit", resolve))
const url = await new Promise((resolve, reject) => {
  createInterface({ input: database.stdout }).on("line", (line) => {
    const found = /^DATABASE_URL=(.+)$/.exec(line)?.[1]
    if (found) resolve(found)
  })
  database.once("exit", (code) => reject(new Error(`The database exited (${code}) before it was ready`)))
})
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["supabase/functions/tests/"]
const passed = run(task("test", targets), { TEST_DATABASE_URL: url })
database.kill("SIGTERM")
await stopped
process.exit(passed ? 0 : 1)
