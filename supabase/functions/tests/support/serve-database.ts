// Starts the database the function tests share (PostgreSQL or PGlite, by argument), applies the
// migrations, prints its URL on one line and stops it on SIGTERM. scripts/test-functions.mjs runs it,
// so no test file owns the server and every test can open and close its own connections.
import { startDatabase, type DatabaseKind } from "./database.ts"

const kind = Deno.args[0] as DatabaseKind
const db = await startDatabase(kind)
await db.sql.end()
console.log(`DATABASE_URL=${db.url}`)
await new Promise<void>((resolve) => Deno.addSignalListener("SIGTERM", resolve))
await db.stop()
Deno.exit(0)
