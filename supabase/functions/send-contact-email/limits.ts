// Rate limits, the cap and each sender's share of emails, and the ceiling on enquiries stored, counted
// in the transaction that stores, under advisory locks held until it commits, so no burst slips past.
import type postgres from "postgres"
import type { Visitor } from "./client-ip.ts"
import type { Config } from "./config.ts"

/** Who is counted: the visitor's address keys, or (without them) the email address. */
export type Counted = Visitor | { email: string }

type Tx = postgres.TransactionSql
type Rows = postgres.PendingQuery<postgres.Row[]>
/** The start of a window of `seconds` ending now, for the limits here and the store's counts. */
export const since = (sql: postgres.Sql | Tx, seconds: number) =>
  sql`now() - make_interval(secs => ${seconds})`

/** The conditions that pick `who`'s rows, one per bucket, each with its lock name and limit. */
function buckets(tx: Tx, who: Counted, limits: Config["rateLimit"]) {
  if ("email" in who)
    return [{ lock: `email:${who.email}`, where: tx`lower(email) = ${who.email}`, limit: limits.perEmail }]
  const { clientKey, clientPrefix: prefix } = who
  const client = { lock: `client:${clientKey}`, where: tx`client_ip = ${clientKey}`, limit: limits.perClient }
  if (!prefix) return [client]
  return [client, { lock: `prefix:${prefix}`, where: tx`client_prefix = ${prefix}`, limit: limits.perPrefix }]
}

/** Seconds until the limit-th newest of `rows` leaves the window, or null while there are fewer. */
async function blockedFor(tx: Tx, rows: Rows, windowSeconds: number, limit: number) {
  const [blocking] = await tx<{ retryAfter: number }[]>`
    select ceil(extract(epoch from created_at + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after
    from (${rows}) counted
    where created_at > ${since(tx, windowSeconds)}
    order by created_at desc
    offset ${limit - 1} limit 1`
  return blocking ? Math.max(1, blocking.retryAfter) : null
}

/** Seconds until `who` may send again when a rate limit is reached, else null; locks `who`'s buckets. */
export async function retryAfter(tx: Tx, who: Counted, limits: Config["rateLimit"], isSpam: boolean) {
  let longest: number | null = null
  for (const { lock, where, limit } of buckets(tx, who, limits)) {
    await tx`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`
    // Refused submissions are kept per address only, and never count against spam.
    const refusals = !("email" in who) && !isSpam
    const rows = tx`
      select created_at from contact_enquiries where ${where} and is_spam = ${isSpam}
      union all
      select created_at from contact_refusals where ${refusals ? where : tx`false`}`
    const blocked = await blockedFor(tx, rows, limits.windowSeconds, isSpam ? limits.spamPerSender : limit)
    if (blocked !== null) longest = Math.max(longest ?? 1, blocked)
  }
  return longest
}

/** Seconds until the ceiling has room again when it is reached, else null. One lock for all visitors. */
export async function ceilingReached(tx: Tx, ceiling: Config["storeCeiling"], isSpam: boolean) {
  // Spam has a ceiling of its own: a bot's honeypot posts never close the form to people.
  await tx`select pg_advisory_xact_lock(hashtextextended(${`store-ceiling:${isSpam}`}, 0))`
  const stored = tx`select created_at from contact_enquiries where is_spam = ${isSpam}`
  return blockedFor(tx, stored, ceiling.windowSeconds, isSpam ? ceiling.spamPerWindow : ceiling.perWindow)
}

type Counts = "email" | "spam" | "ceiling"
export async function count(tx: Tx, what: Counts) {
  await tx`insert into contact_counts (minute, what) values (date_trunc('minute', now()), ${what})
    on conflict (minute, what) do update set times = contact_counts.times + 1`
}
/** How many of `what` were counted in the last `seconds`, to the minute. */
export const counted = (sql: postgres.Sql | Tx, what: Counts, seconds: number) =>
  sql<[{ times: number }]>`select coalesce(sum(times), 0)::int as times from contact_counts
    where what = ${what} and minute > ${since(sql, seconds)}`

/** Takes a slot of the cap if `sender` is within its share; the caller marks its row in this transaction. */
export async function takeSlot(tx: Tx, config: Config, sender: Counted | null): Promise<boolean> {
  const { notifyCap: cap } = config
  for (const { where } of sender ? buckets(tx, sender, config.rateLimit) : []) {
    const [{ emailed }] = await tx<{ emailed: number }[]>`
      select count(*)::int as emailed from contact_enquiries
      where ${where} and individual_slot_at > ${since(tx, cap.windowSeconds)}`
    if (emailed >= cap.perSender) return false
  }
  await tx`select pg_advisory_xact_lock(hashtextextended('notification-cap', 0))`
  const [{ times: taken }] = await counted(tx, "email", cap.windowSeconds)
  if (taken >= cap.perWindow) return false
  await count(tx, "email")
  return true
}
