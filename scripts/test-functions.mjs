// `npm run test:deno`: the Edge Functions' Deno tests against Debian's PostgreSQL 15 with pg_cron,
// started and migrated once (supabase/functions/tests/support/database.ts).
// Arguments replace the test folder: npm run test:deno -- --filter "rate limit" supabase/functions/tests/
import { spawnSync } from "node:child_process"
import { BASE_ENV, startServer, stopProcess } from "./lib/processes.mjs"

// The tooling's flags live in supabase/functions/deno.json's tasks; the function's own, narrower, in
// scripts/local/defaults.json (scripts/lib/processes.mjs says why they differ).
const task = (name, args) => ["task", "--config", "supabase/functions/deno.json", name, ...args]
const run = (args, env = {}) =>
  spawnSync("deno", args, { stdio: "inherit", env: { ...BASE_ENV, ...env } }).status === 0

if (!run(task("lint", []))) process.exit(1)
const database = await startServer({
  name: "The database",
  command: "deno",
  args: task("run", ["supabase/functions/tests/support/database.ts"]),
  ready: /^DATABASE_URL=.+$/m,
})
const url = /^DATABASE_URL=(.+)$/m.exec(database.output())[1]
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["supabase/functions/tests/"]
const passed = run(task("test", targets), { TEST_DATABASE_URL: url })
await stopProcess(database.child)
process.exit(passed ? 0 : 1)
