// The ceiling on enquiries stored per window across all visitors (STORE_CEILING per
// STORE_CEILING_WINDOW_SECONDS). A flood of valid enquiries from many /48s meets no per-visitor limit;
// without a ceiling it would fill the database. Past it the function refuses (503), so nothing it has
// accepted is ever lost, and the health answer says why.
import type postgres from "postgres"

export type StoreCeiling = { perWindow: number; windowSeconds: number }

/**
 * Seconds until the window has room again when the ceiling is reached, else null. Its lock, one for
 * all visitors, is held until the caller's transaction commits, so no two take the last place.
 */
export async function ceilingReached(
  tx: postgres.TransactionSql,
  ceiling: StoreCeiling,
): Promise<number | null> {
  await tx`select pg_advisory_xact_lock(hashtextextended('store-ceiling', 0))`
  const [blocking] = await tx<{ retry_after: number }[]>`
    select ceil(extract(epoch from (created_at + make_interval(secs => ${ceiling.windowSeconds}) - now())))::int
      as retry_after
    from contact_enquiries
    where created_at > now() - make_interval(secs => ${ceiling.windowSeconds})
    order by created_at desc
    offset ${ceiling.perWindow - 1} limit 1`
  return blocking ? Math.max(1, blocking.retry_after) : null
}

/** Enquiries stored in the current window, for the health answer. */
export async function storedInWindow(sql: postgres.Sql, ceiling: StoreCeiling): Promise<number> {
  const [{ stored }] = await sql<{ stored: number }[]>`
    select count(*)::int as stored from contact_enquiries
    where created_at > now() - make_interval(secs => ${ceiling.windowSeconds})`
  return stored
}
