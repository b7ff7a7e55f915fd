// The function tests' database: Debian's PostgreSQL with pg_cron, as production's, where installed (CI), else
// (or with TEST_DATABASE=PGlite) npm start's PGlite. As a script (scripts/test-functions.mjs) it starts one,
// migrates it, prints which and its URL on one line, stops it on SIGTERM: each test opens its own connections.
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import postgres from "postgres"
import { applyMigrations } from "../../../../scripts/local/migrate.ts"

export type TestDatabase = { name: "PostgreSQL" | "PGlite"; url: string; stop(): Promise<void> }

/** Whether this run's database, as scripts/test-functions.mjs names it, has pg_cron: PGlite has none. */
export const HAS_PG_CRON = Deno.env.get("TEST_DATABASE") !== "PGlite"

const PG_VERSION = ["15", "16", "17"].find((name) => existsSync(`/usr/lib/postgresql/${name}/lib/pg_cron.so`))
/** Runs a command to its end; a failure throws with its output. */
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: "pipe" })

/** PostgreSQL with pg_cron where it is installed, else PGlite; migrated. */
export function startTestDatabase(): Promise<TestDatabase> {
  return PG_VERSION && Deno.env.get("TEST_DATABASE") !== "PGlite" ? startPostgres() : startPglite()
}

async function migrated(db: TestDatabase): Promise<TestDatabase> {
  const sql = postgres(db.url, { max: 1, onnotice: () => {} })
  await applyMigrations(sql)
  await sql.end()
  return db
}

/** Starts PostgreSQL as pg_cron needs it (its scheduler in the `postgres` database) and migrates it. */
export async function startPostgres(): Promise<TestDatabase> {
  if (!PG_VERSION)
    throw new Error("No PostgreSQL with pg_cron: apt-get install -y postgresql-15 postgresql-15-cron")
  const bin = `/usr/lib/postgresql/${PG_VERSION}/bin`
  const dir = await Deno.makeTempDir({ prefix: "enquiry-pg-" })
  const data = ["-D", `${dir}/data`]
  const port = freePort()
  // initdb refuses to run as root; run the server as the postgres user then.
  const asRoot = Deno.uid() === 0
  if (asRoot) run("chown", ["-R", "postgres", dir])
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", `${bin}/${tool}`, ...args]) : run(`${bin}/${tool}`, args)
  pg("initdb", [...data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200 -c shared_preload_libraries=pg_cron -c cron.database_name=postgres`
  pg("pg_ctl", [...data, "-l", `${dir}/server.log`, "-w", "-t", "30", "-o", options, "start"])
  return migrated({
    name: "PostgreSQL",
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      pg("pg_ctl", [...data, "-m", "immediate", "-w", "stop"])
      await Deno.remove(dir, { recursive: true }).catch(() => {})
    },
  })
}

/** npm start's PGlite (scripts/local/db.mjs), in memory. */
async function startPglite(): Promise<TestDatabase> {
  const port = freePort()
  const server = new Deno.Command("node", {
    args: ["scripts/local/db.mjs"],
    cwd: new URL("../../../../", import.meta.url).pathname,
    env: { PGLITE_PORT: String(port), PGLITE_DATA_DIR: "memory://" },
    stdout: "piped",
  }).spawn()
  // Its first line says it listens.
  const output = server.stdout.getReader()
  if ((await output.read()).done) throw new Error("PGlite did not start")
  return migrated({
    name: "PGlite",
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await output.cancel()
      server.kill("SIGTERM")
      await server.status
    },
  })
}

export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 })
  listener.close()
  return (listener.addr as Deno.NetAddr).port
}

if (import.meta.main) {
  const db = await startTestDatabase()
  console.log(`${db.name} ${db.url}`)
  await new Promise<void>((resolve) => Deno.addSignalListener("SIGTERM", resolve))
  await db.stop()
  Deno.exit(0)
}
