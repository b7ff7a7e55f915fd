// The databases of the function tests. Production is Supabase's PostgreSQL, so the suite runs on
// Debian's PostgreSQL 15 with pg_cron preloaded (postgresql-15, postgresql-15-cron), from a throwaway
// data directory (PGlite, npm start's database, is scripts/lib/local-stack.test.mjs's). Run as a script
// (scripts/test-functions.mjs), this starts PostgreSQL, applies the migrations, prints its URL on one
// line and stops it on SIGTERM, so every test can open and close its own connections.
import postgres from "postgres"
import { applyMigrations } from "../../../../scripts/local/migrate.ts"

export type TestDatabase = { url: string; stop(): Promise<void> }

/** Starts PostgreSQL as pg_cron needs it (its scheduler in the `postgres` database) and migrates it. */
export async function startPostgres(): Promise<TestDatabase> {
  const version = ["15", "16", "17"].find((name) => exists(`/usr/lib/postgresql/${name}/lib/pg_cron.so`))
  if (!version)
    throw new Error(
      "The function tests need PostgreSQL with pg_cron: apt-get install -y postgresql-15 postgresql-15-cron",
    )
  const bin = `/usr/lib/postgresql/${version}/bin`
  const dir = await Deno.makeTempDir({ prefix: "enquiry-pg-" })
  const port = freePort()
  // initdb refuses to run as root; run the server as the postgres user then.
  const asRoot = Deno.uid() === 0
  if (asRoot) await run("chown", ["-R", "postgres", dir])
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", `${bin}/${tool}`, ...args]) : run(`${bin}/${tool}`, args)
  await pg("initdb", ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200 -c shared_preload_libraries=pg_cron -c cron.database_name=postgres`
  await pg("pg_ctl", [
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/server.log`,
    "-w",
    "-t",
    "30",
    "-o",
    options,
    "start",
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  await applyMigrations(sql)
  await sql.end()
  return {
    url,
    async stop() {
      await pg("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "-w", "stop"]).catch(() => {})
      await Deno.remove(dir, { recursive: true }).catch(() => {})
    },
  }
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
  const db = await startPostgres()
  console.log(`DATABASE_URL=${db.url}`)
  await new Promise<void>((resolve) => Deno.addSignalListener("SIGTERM", resolve))
  await db.stop()
  Deno.exit(0)
}
