// Who gets an email of their own. Individual notification emails are capped across all visitors
// (NOTIFY_CAP per NOTIFY_CAP_WINDOW_SECONDS) and per sender (NOTIFY_SHARE_PER_SENDER: an address, IPv6
// /64 or /48, or the email address when none is known). Per-visitor rate limits do not stop a pool of
// addresses, and one sender within its rate limit could otherwise take every individual email, so
// that real customers after it arrive only in the digest. Past either, nothing is lost: the enquiry is
// stored and accepted, and waits for the next digest (digest-store.ts).
import type postgres from "postgres"
import { type Counted, senderBuckets } from "./rate-limit.ts"

export type NotifyCap = { perWindow: number; perSender: number; windowSeconds: number }

type Tx = postgres.TransactionSql

/** Whether `sender` has had its share of individual emails in the window (its buckets are locked). */
async function senderHadShare(tx: Tx, sender: Counted, cap: NotifyCap): Promise<boolean> {
  for (const bucket of senderBuckets(tx, sender)) {
    const [{ emailed }] = await tx<{ emailed: number }[]>`
      select count(*)::int as emailed from contact_enquiries
      where ${bucket} and individual_slot_at > now() - make_interval(secs => ${cap.windowSeconds})`
    if (emailed >= cap.perSender) return true
  }
  return false
}

/**
 * Takes one of the window's slots for an individual email, if `sender` (when given) is within its
 * share and a slot is free. The caller marks its row (individual_slot_at) in the same transaction; the
 * lock, one for all visitors, is held until it commits, so no two take the last slot.
 */
export async function takeSlot(tx: Tx, cap: NotifyCap, sender: Counted | null): Promise<boolean> {
  if (sender && (await senderHadShare(tx, sender, cap))) return false
  await tx`select pg_advisory_xact_lock(hashtextextended('notification-cap', 0))`
  const [{ taken }] = await tx<{ taken: number }[]>`
    select count(*)::int as taken from contact_notification_slots
    where taken_at > now() - make_interval(secs => ${cap.windowSeconds})`
  if (taken >= cap.perWindow) return false
  await tx`insert into contact_notification_slots default values`
  return true
}

/** Slots taken in the current window and enquiries waiting for a digest, for the health answer. */
export async function capState(
  sql: postgres.Sql,
  cap: NotifyCap,
): Promise<{ slotsTaken: number; waitingForDigest: number }> {
  const [row] = await sql<{ slots_taken: number; waiting: number }[]>`
    select
      (select count(*)::int from contact_notification_slots
        where taken_at > now() - make_interval(secs => ${cap.windowSeconds})) as slots_taken,
      (select count(*)::int from contact_enquiries
        where delivery = 'digest' and digest_id is null and notification_status = 'pending') as waiting`
  return { slotsTaken: row.slots_taken, waitingForDigest: row.waiting }
}
