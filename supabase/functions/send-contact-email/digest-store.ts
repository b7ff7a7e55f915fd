// The digest: enquiries stored while the cap on individual emails was reached (cap.ts) go out together,
// at most one email per cap window, counted and listed. A digest is formed once (its rows get one
// digest_id, which is also its idempotency key with the email API) and then retried like a single
// notification until the earliest retry_until of its rows; its list never changes after it is formed,
// so every retry sends the same message.
import type postgres from "postgres"
import type { NotifyCap } from "./cap.ts"
import { COLUMNS, type Row, type StoredEnquiry, toStored, withinDeadline } from "./store.ts"

export type Digest = {
  id: string
  /** Which delivery attempt the holder may make and record, as for a single notification. */
  attempt: number
  /** Oldest first. */
  enquiries: DigestEnquiry[]
}

/**
 * An enquiry in a digest, with who sent it: the visitor's address key, or (without one, or once the
 * purge has cleared it) the email address. It groups a sender's enquiries and never leaves the function.
 */
export type DigestEnquiry = StoredEnquiry & { sender: string }

export function createDigestStore(sql: postgres.Sql, timeoutMs: number) {
  const columns = sql(COLUMNS)
  const waiting = sql`delivery = 'digest' and digest_id is null and notification_status = 'pending'`

  return {
    /**
     * Claims a formed digest that is due again, or forms one from every waiting enquiry when none went
     * out in the last cap window; null when there is nothing to send.
     */
    claimDue(leaseSeconds: number, cap: NotifyCap): Promise<Digest | null> {
      return withinDeadline(
        sql.begin(async (tx) => {
          await tx`select set_config('statement_timeout', ${String(timeoutMs)}, true)`
          await tx`select pg_advisory_xact_lock(hashtextextended('notification-digest', 0))`
          const [formed] = await tx<{ digest_id: string }[]>`
            select digest_id from contact_enquiries
            where delivery = 'digest' and digest_id is not null and notification_status = 'pending'
              and next_attempt_at <= now() and retry_until > now()
            order by next_attempt_at
            limit 1`
          let id = formed?.digest_id
          if (!id) {
            const [{ ready }] = await tx<{ ready: boolean }[]>`
              select exists (select 1 from contact_enquiries where ${waiting})
                and coalesce((select max(digested_at) from contact_enquiries)
                  <= now() - make_interval(secs => ${cap.windowSeconds}), true) as ready`
            if (!ready) return null
            id = crypto.randomUUID()
            // One retry window and one attempt count for the whole digest: the earliest of its rows'.
            await tx`
              update contact_enquiries
              set digest_id = ${id}, digested_at = now(),
                  retry_until = (select min(retry_until) from contact_enquiries where ${waiting}),
                  notification_attempts = (select max(notification_attempts) from contact_enquiries where ${waiting})
              where ${waiting}`
          }
          const [claimed] = await tx<{ notification_attempts: number }[]>`
            update contact_enquiries
            set notification_attempts = notification_attempts + 1,
                next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
            where digest_id = ${id} and notification_status = 'pending'
            returning notification_attempts`
          const rows = await tx<Array<Row & { sender: string }>>`
            select ${columns}, coalesce(client_ip, lower(email)) as sender
            from contact_enquiries where digest_id = ${id} order by created_at, id`
          const enquiries = rows.map((row) => ({ ...toStored(row), sender: row.sender }))
          return { id, attempt: claimed.notification_attempts, enquiries }
        }),
        timeoutMs,
      )
    },
  }
}

export type DigestStore = ReturnType<typeof createDigestStore>
