// The rate limits, counted inside the transaction that stores (or counts the refusal of) a submission,
// under advisory locks on the visitor's buckets, so a burst cannot slip past a check. What is counted
// per window (docs/enquiry-backend.md, "Limits, shares, ceiling and purge"):
// - the visitor (an IPv4 address or an IPv6 /64), and the IPv6 /48 it belongs to: stored enquiries of
//   the same kind (spam counts only against spam) plus refused submissions (contact_refusals);
// - without a visitor address, the email address: stored enquiries only.
import type postgres from "postgres"

export type RateLimits = { windowSeconds: number; perClient: number; perPrefix: number; perEmail: number }

/** Who is counted: the visitor's address key and its /48 (client-ip.ts), or the email address. */
export type Counted = { clientKey: string; clientPrefix: string | null } | { email: string }

type Tx = postgres.TransactionSql

/** Takes the advisory locks of every bucket `who` is counted in, always in the same order. */
export async function lockBuckets(tx: Tx, who: Counted): Promise<void> {
  const locks =
    "email" in who
      ? [`email:${who.email}`]
      : [`client:${who.clientKey}`, ...(who.clientPrefix ? [`prefix:${who.clientPrefix}`] : [])]
  for (const lock of locks) await tx`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`
}

type Bucket = { where: postgres.Fragment; kind: "client" | "prefix" | "email" }

function buckets(tx: Tx, who: Counted): Bucket[] {
  if ("email" in who) return [{ where: tx`lower(email) = ${who.email}`, kind: "email" }]
  return [
    { where: tx`client_ip = ${who.clientKey}`, kind: "client" },
    ...(who.clientPrefix
      ? [{ where: tx`client_prefix = ${who.clientPrefix}`, kind: "prefix" as const }]
      : []),
  ]
}

/** The conditions that pick `who`'s rows out of contact_enquiries, one per bucket. */
export function senderBuckets(tx: Tx, who: Counted): postgres.Fragment[] {
  return buckets(tx, who).map((bucket) => bucket.where)
}

/**
 * Seconds until `who` may send again when a limit is reached, else null. The blocking submission is
 * the limit-th newest in a bucket: the visitor is under the limit again once it leaves the window.
 */
export async function retryAfter(
  tx: Tx,
  who: Counted,
  limits: RateLimits,
  { isSpam }: { isSpam: boolean },
): Promise<number | null> {
  const limitOf = { client: limits.perClient, prefix: limits.perPrefix, email: limits.perEmail }
  let longest: number | null = null
  for (const { where, kind } of buckets(tx, who)) {
    // Refused submissions are kept per address only: without one, only enquiries count.
    const refusalsCount = kind !== "email" && !isSpam
    const [blocking] = await tx<{ retry_after: number }[]>`
      select ceil(extract(epoch from (created_at + make_interval(secs => ${limits.windowSeconds}) - now())))::int
        as retry_after
      from (
        select created_at from contact_enquiries
        where ${where} and is_spam = ${isSpam}
          and created_at > now() - make_interval(secs => ${limits.windowSeconds})
        union all
        select created_at from contact_refusals
        where ${refusalsCount ? where : tx`false`}
          and created_at > now() - make_interval(secs => ${limits.windowSeconds})
      ) counted
      order by created_at desc
      offset ${limitOf[kind] - 1} limit 1`
    if (blocking) longest = Math.max(longest ?? 1, blocking.retry_after)
  }
  return longest
}
