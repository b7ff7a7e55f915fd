// Runs the Deno tests of the Edge Function against both databases it must work with: PGlite (always
// available) and Debian's PostgreSQL server (required on CI; on a developer machine without it, says
// so loudly instead of passing quietly).
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"

const hasPostgres =
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  )
const databases = ["pglite"]
if (hasPostgres) databases.push("postgres")
else if (process.env.CI) {
  console.error("PostgreSQL server not found; CI must test against it: apt-get install -y postgresql-15")
  process.exit(1)
}

const env = { ...process.env, DENO_CERT: process.env.DENO_CERT ?? "/etc/ssl/certs/ca-certificates.crt" }
const permissions = [
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-write",
  "--allow-run",
  "--allow-sys",
]
const run = (args, extraEnv = {}) =>
  spawnSync("deno", args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status === 0

if (!run(["lint", "--config", "supabase/functions/deno.json", "supabase/functions", "scripts/local"]))
  process.exit(1)
for (const database of databases) {
  console.log(`\nFunction tests against ${database}`)
  if (
    !run(["test", "--config", "supabase/functions/deno.json", ...permissions, "supabase/functions/tests/"], {
      TEST_DATABASE: database,
    })
  )
    process.exit(1)
}
if (!hasPostgres) {
  console.warn(
    "\nNOTE: the function tests ran against PGlite only. Install PostgreSQL (apt-get install -y postgresql-15) to run them against the PostgreSQL server as CI does.",
  )
}
