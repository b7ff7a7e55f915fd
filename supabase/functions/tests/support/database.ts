// Real PostgreSQL for the function tests: Debian's server started from a throwaway data directory,
// or PGlite behind its socket server (the same script the local stack runs).
import postgres from "postgres"
import { applyMigrations } from "../../../../scripts/local/migrate.ts"

export type DatabaseKind = "postgres" | "pglite"

export type TestDatabase = {
  kind: DatabaseKind
  url: string
  sql: postgres.Sql
  stop(): Promise<void>
}

const root = new URL("../../../../", import.meta.url).pathname

export async function startDatabase(kind: DatabaseKind, { poolMax = 4 } = {}): Promise<TestDatabase> {
  const server = kind === "postgres" ? await startPostgres() : await startPglite()
  // PGlite is one session behind its socket; a wider pool would interleave transactions.
  const sql = postgres(server.url, {
    max: kind === "pglite" ? 1 : poolMax,
    onnotice: () => {},
    prepare: false,
  })
  await applyMigrations(sql)
  return {
    kind,
    url: server.url,
    sql,
    async stop() {
      await sql.end({ timeout: 1 })
      await server.stop()
    },
  }
}

/** Where Debian's PostgreSQL binaries are, or null when the server is not installed. */
export function findPostgresBin(): string | null {
  try {
    const versions = [...Deno.readDirSync("/usr/lib/postgresql")]
      .map((entry) => entry.name)
      .sort((a, b) => Number(b) - Number(a))
    for (const version of versions) {
      const bin = `/usr/lib/postgresql/${version}/bin`
      try {
        Deno.statSync(`${bin}/initdb`)
        return bin
      } catch {
        continue
      }
    }
  } catch {
    // not installed
  }
  return null
}

/** Whether pg_cron is installed for this server: its control file in the server's extension directory. */
export async function hasPgCron(bin: string): Promise<boolean> {
  const { code, stdout } = await new Deno.Command(`${bin}/pg_config`, {
    args: ["--sharedir"],
    stdout: "piped",
  })
    .output()
    .catch(() => ({ code: 1, stdout: new Uint8Array() }))
  if (code !== 0) return false
  const sharedir = new TextDecoder().decode(stdout).trim()
  try {
    await Deno.stat(`${sharedir}/extension/pg_cron.control`)
    return true
  } catch {
    return false
  }
}

async function startPostgres() {
  const bin = findPostgresBin()
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: apt-get install -y postgresql-15 (or run the PGlite variant)",
    )
  const dir = await Deno.makeTempDir({ prefix: "enquiry-pg-" })
  const data = `${dir}/data`
  const port = freePort()
  // initdb refuses to run as root; run the server as the postgres user then.
  const asRoot = Deno.uid() === 0
  if (asRoot) await run("chown", ["-R", "postgres", dir])
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", `${bin}/${tool}`, ...args]) : run(`${bin}/${tool}`, args)
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
  // pg_cron (Debian's postgresql-15-cron) loads only at server start and creates its extension only in
  // the one database named by cron.database_name: the test database, as Supabase's is `postgres`.
  // Without the package the server starts plain and the migrations take their no-pg_cron path. Its
  // scheduler runs as in production; the tests run the jobs' commands themselves (cron_test.ts).
  const cron = (await hasPgCron(bin))
    ? " -c shared_preload_libraries=pg_cron -c cron.database_name=postgres"
    : ""
  await pg("pg_ctl", [
    "-D",
    data,
    "-l",
    `${dir}/server.log`,
    "-w",
    "-t",
    "30",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200${cron}`,
    "start",
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {})
      await Deno.remove(dir, { recursive: true }).catch(() => {})
    },
  }
}

async function startPglite() {
  const port = freePort()
  const child = new Deno.Command("node", {
    args: [`${root}scripts/local/db.mjs`],
    env: { PGLITE_PORT: String(port), PGLITE_DATA_DIR: "memory://" },
    stdout: "piped",
    stderr: "inherit",
  }).spawn()
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader()
  let output = ""
  while (!output.includes("listening")) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`PGlite server exited before listening: ${output}`)
    output += value
  }
  // Keep draining so the child never blocks on a full pipe.
  ;(async () => {
    while (!(await reader.read()).done) {
      /* discard */
    }
  })().catch(() => {})
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      child.kill("SIGTERM")
      await child.status
    },
  }
}

export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 })
  const { port } = listener.addr as Deno.NetAddr
  listener.close()
  return port
}

async function run(command: string, args: string[]): Promise<void> {
  const { code, stderr, stdout } = await new Deno.Command(command, {
    args,
    stdout: "piped",
    stderr: "piped",
  }).output()
  if (code !== 0) {
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
    throw new Error(`${command} ${args.join(" ")} failed (${code}):\n${decode(stdout)}${decode(stderr)}`)
  }
}
