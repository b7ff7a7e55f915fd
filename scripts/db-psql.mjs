// `npm run db:psql`: a psql session on the local database `npm start` runs (or on SUPABASE_DB_URL).
// The local password is the local default from scripts/local/defaults.json, not a secret.
import { spawn } from "node:child_process"
import defaults from "./local/defaults.json" with { type: "json" }

const url = process.env.SUPABASE_DB_URL ?? defaults.databaseUrl
const psql = spawn("psql", [url, ...process.argv.slice(2)], { stdio: "inherit" })
psql.on("error", (error) => {
  console.error(
    error.code === "ENOENT"
      ? "psql is not installed: apt-get install -y postgresql-client (or your system's PostgreSQL client)."
      : String(error),
  )
  process.exit(1)
})
psql.on("exit", (code) => process.exit(code ?? 1))
