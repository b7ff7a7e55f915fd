// Applies supabase/migrations/*.sql in order, once each, the way `supabase db push` does on the
// hosted database. Used by the local stack and the function tests.
import type postgres from "postgres"

const MIGRATIONS_DIR = new URL("../../supabase/migrations/", import.meta.url)

export async function applyMigrations(sql: postgres.Sql): Promise<string[]> {
  await sql`create schema if not exists supabase_migrations`
  await sql`create table if not exists supabase_migrations.schema_migrations (version text primary key, name text)`
  const rows = await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`
  const applied = new Set(rows.map((row) => row.version))
  const names = [...Deno.readDirSync(MIGRATIONS_DIR)].map((entry) => entry.name)
  const files = names.filter((name) => name.endsWith(".sql")).sort()
  // A database migrated with files that are gone (squashed into one baseline) cannot take the new ones.
  const versions = new Set(files.map((file) => file.split("_")[0]))
  const unknown = [...applied].filter((version) => !versions.has(version))
  if (unknown.length > 0)
    throw new Error(
      `This database has migrations that no longer exist (${unknown.join(", ")}): start from an empty one (locally: delete .local/pglite)`,
    )
  const newlyApplied: string[] = []
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_")
    if (applied.has(version)) continue
    const statements = await Deno.readTextFile(new URL(file, MIGRATIONS_DIR))
    await sql.begin(async (tx) => {
      await tx.unsafe(statements)
      await tx`insert into supabase_migrations.schema_migrations (version, name) values (${version}, ${rest.join("_")})`
    })
    newlyApplied.push(file)
  }
  return newlyApplied
}
