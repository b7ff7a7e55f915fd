// The database of a function test run. Production is Supabase's PostgreSQL, so where Debian's
// PostgreSQL with pg_cron is installed (postgresql-15, postgresql-15-cron: CI) the suite runs on it, from
// a throwaway data directory; elsewhere, or with TEST_DATABASE=PGlite, on PGlite, npm start's database,
// which has no pg_cron. Run as a script (scripts/test-functions.mjs), this starts one, applies the
// migrations, prints which and its URL on one line and stops it on SIGTERM, so every test can open and
// close its own connections.
import postgres from "postgres"
import { applyMigrations } from "../../../../scripts/local/migrate.ts"

export type TestDatabase = { name: "PostgreSQL" | "PGlite"; url: string; stop(): Promise<void> }

/** Whether this run's database, as scripts/test-functions.mjs names it, has pg_cron: PGlite has none. */
export const HAS_PG_CRON = Deno.env.get("TEST_DATABASE") !== "PGlite"

const PG_CRON_VERSION = ["15", "16", "17"].find((name) =>
  exists(`/usr/lib/postgresql/${name}/lib/pg_cron.so`),
)

/** PostgreSQL with pg_cron where it is installed, else PGlite; migrated. */
export function startTestDatabase(): Promise<TestDatabase> {
  return PG_CRON_VERSION && Deno.env.get("TEST_DATABASE") !== "PGlite" ? startPostgres() : startPglite()
}

async function migrated(db: TestDatabase): Promise<TestDatabase> {
  const sql = postgres(db.url, { max: 1, onnotice: () => {} })
  await applyMigrations(sql)
  await sql.end()
  return db
}

/** Starts PostgreSQL as pg_cron needs it (its scheduler in the `postgres` database) and migrates it. */
export async function startPostgres(): Promise<TestDatabase> {
  if (!PG_CRON_VERSION)
    throw new Error("No PostgreSQL with pg_cron: apt-get install -y postgresql-15 postgresql-15-cron")
  const bin = `/usr/lib/postgresql/${PG_CRON_VERSION}/bin`
  const dir = await Deno.makeTempDir({ prefix: "enquiry-pg-" })
  const data = ["-D", `${dir}/data`]
  const port = freePort()
  // initdb refuses to run as root; run the server as the postgres user then.
  const asRoot = Deno.uid() === 0
  if (asRoot) await run("chown", ["-R", "postgres", dir])
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", `${bin}/${tool}`, ...args]) : run(`${bin}/${tool}`, args)
  await pg("initdb", [...data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200 -c shared_preload_libraries=pg_cron -c cron.database_name=postgres`
  await pg("pg_ctl", [...data, "-l", `${dir}/server.log`, "-w", "-t", "30", "-o", options, "start"])
  return migrated({
    name: "PostgreSQL",
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg("pg_ctl", [...data, "-m", "immediate", "-w", "stop"]).catch(() => {})
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
  const output = server.stdout.pipeThrough(new TextDecoderStream()).getReader()
  for (let said = ""; !said.includes("PGlite listening");) {
    const { value, done } = await output.read()
    if (done) throw new Error(`PGlite did not start: ${said}`)
    said += value
  }
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

function exists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile
  } catch {
    return false
  }
}

async function run(command: string, args: string[]): Promise<void> {
  const { code, stderr, stdout } = await new Deno.Command(command, {
    args,
    stdout: "piped",
    stderr: "piped",
  }).output()
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
  if (code !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${code}):\n${decode(stdout)}${decode(stderr)}`)
}

if (import.meta.main) {
  const db = await startTestDatabase()
  console.log(`${db.name} ${db.url}`)
  await new Promise<void>((resolve) => Deno.addSignalListener("SIGTERM", resolve))
  await db.stop()
  Deno.exit(0)
}
