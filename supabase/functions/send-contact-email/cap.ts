// The global cap on individual notification emails: NOTIFY_CAP per NOTIFY_CAP_WINDOW_SECONDS across
// all visitors. Per-visitor limits do not stop a pool of addresses; without this, a flood of valid
// enquiries floods the agency's inbox and spends the email API's quota, after which real enquiries
// cannot be emailed. Past the cap nothing is lost: the enquiry is stored and accepted, and waits for
// the next digest (digest-store.ts).
import type postgres from "postgres"

export type NotifyCap = { perWindow: number; windowSeconds: number }

/**
 * Takes one of the window's slots for an individual email, if one is free. The caller marks its row
 * (individual_slot_at) in the same transaction; the lock, one for all visitors, is held until it
 * commits, so no two take the last slot.
 */
export async function takeSlot(tx: postgres.TransactionSql, cap: NotifyCap): Promise<boolean> {
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
