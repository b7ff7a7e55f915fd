// `npm run db:psql`: a psql session on the local database `npm start` runs (or on SUPABASE_DB_URL).
// The local password is the local default from scripts/local/defaults.json, not a secret; DATABASE_PORT
// as for npm start.
import { spawn } from "node:child_process"
import { LOCAL_DATABASE_URL } from "./local/ports.mjs"

const url = process.env.SUPABASE_DB_URL ?? LOCAL_DATABASE_URL
const psql = spawn("psql", [url, ...process.argv.slice(2)], { stdio: "inherit" })
psql.on("error", (error) => {
  const missing =
    "psql is not installed: apt-get install -y postgresql-client (or your system's PostgreSQL client)."
  console.error(error.code === "ENOENT" ? missing : String(error))
  process.exit(1)
})
psql.on("exit", (code) => process.exit(code ?? 1))
