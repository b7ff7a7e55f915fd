// Postgres access for contact_enquiries (supabase/migrations). Takes a postgres.js client so tests
// run it against a real database.
import type postgres from "postgres"
import type { CountryCode, Enquiry } from "../_shared/enquiry.ts"

export type Sql = postgres.Sql

export type NotificationStatus = "pending" | "sent" | "failed" | "skipped"

export type StoredEnquiry = {
  id: string
  createdAt: Date
  enquiry: Enquiry
  isSpam: boolean
  notificationStatus: NotificationStatus
}

export type NewEnquiry = {
  id: string
  enquiry: Enquiry
  idempotencyKey: string | null
  clientIp: string | null
  userAgent: string | null
  origin: string | null
  isSpam: boolean
}

export type RateLimits = { windowSeconds: number; perClient: number; perEmail: number }

export type InsertResult =
  | { kind: "created"; row: StoredEnquiry }
  | { kind: "duplicate"; row: StoredEnquiry }
  | { kind: "rate_limited"; retryAfterSeconds: number }

export type RetryPolicy = { maxAttempts: number; baseDelaySeconds: number }

type Row = {
  id: string
  created_at: Date
  first_name: string
  last_name: string
  email: string
  country_code: CountryCode
  phone: string
  business_type: string
  project_details: string
  is_spam: boolean
  notification_status: NotificationStatus
}

const COLUMNS = [
  "id",
  "created_at",
  "first_name",
  "last_name",
  "email",
  "country_code",
  "phone",
  "business_type",
  "project_details",
  "is_spam",
  "notification_status",
]

/** Longest a retry waits between attempts. */
const MAX_RETRY_DELAY_SECONDS = 6 * 60 * 60

export function createStore(sql: Sql) {
  const columns = sql(COLUMNS)

  return {
    /**
     * Stores an enquiry unless its idempotency key was seen before or a rate limit is reached. Locks per
     * key, client and email serialise concurrent requests, so a burst cannot slip past either check.
     * `leaseSeconds` keeps the retry path away from the notification this request is about to send.
     * `timeoutMs` bounds each statement, lock waits included, so a stuck database cannot hold the visitor.
     */
    insert(
      input: NewEnquiry,
      limits: RateLimits,
      leaseSeconds: number,
      timeoutMs: number,
    ): Promise<InsertResult> {
      return sql.begin(async (tx) => {
        await tx`select set_config('statement_timeout', ${String(timeoutMs)}, true)`
        const email = input.enquiry.email.toLowerCase()
        const locks = [
          input.idempotencyKey && `key:${input.idempotencyKey}`,
          input.clientIp && `client:${input.clientIp}`,
          `email:${email}`,
        ].filter((lock): lock is string => Boolean(lock))
        for (const lock of locks) await tx`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`

        if (input.idempotencyKey) {
          const [existing] = await tx<Row[]>`
            select ${columns} from contact_enquiries where idempotency_key = ${input.idempotencyKey}`
          if (existing) return { kind: "duplicate", row: toStored(existing) }
        }

        const window = limits.windowSeconds
        if (input.clientIp) {
          const retryAfter = await limitReached(
            tx,
            tx`client_ip = ${input.clientIp}`,
            limits.perClient,
            window,
          )
          if (retryAfter) return { kind: "rate_limited", retryAfterSeconds: retryAfter }
        }
        const retryAfter = await limitReached(tx, tx`lower(email) = ${email}`, limits.perEmail, window)
        if (retryAfter) return { kind: "rate_limited", retryAfterSeconds: retryAfter }

        const { enquiry } = input
        const [row] = await tx<Row[]>`
          insert into contact_enquiries (
            id, first_name, last_name, email, country_code, phone, business_type, project_details,
            idempotency_key, client_ip, user_agent, origin, is_spam, notification_status, next_attempt_at
          ) values (
            ${input.id}, ${enquiry.firstName}, ${enquiry.lastName}, ${enquiry.email}, ${enquiry.countryCode}, ${enquiry.phone},
            ${enquiry.businessType}, ${enquiry.projectDetails}, ${input.idempotencyKey}, ${input.clientIp},
            ${input.userAgent}, ${input.origin}, ${input.isSpam},
            ${input.isSpam ? "skipped" : "pending"},
            ${input.isSpam ? null : tx`now() + make_interval(secs => ${leaseSeconds})`}
          )
          returning ${columns}`
        return { kind: "created", row: toStored(row) }
      })
    },

    async markSent(id: string): Promise<void> {
      await sql`
        update contact_enquiries
        set notification_status = 'sent', notification_attempts = notification_attempts + 1,
            notified_at = now(), next_attempt_at = null, last_error = null
        where id = ${id}`
    },

    /** Records a failed attempt: retried later with exponential backoff, or failed for good. */
    async markAttemptFailed(
      id: string,
      error: string,
      permanent: boolean,
      policy: RetryPolicy,
    ): Promise<NotificationStatus> {
      const [row] = await sql<{ notification_status: NotificationStatus }[]>`
        update contact_enquiries
        set notification_attempts = notification_attempts + 1,
            last_error = ${error.slice(0, 500)},
            notification_status = case
              when ${permanent} or notification_attempts + 1 >= ${policy.maxAttempts} then 'failed'
              else 'pending' end,
            next_attempt_at = case
              when ${permanent} or notification_attempts + 1 >= ${policy.maxAttempts} then null
              else now() + make_interval(secs => least(
                ${policy.baseDelaySeconds}::double precision * power(2, notification_attempts),
                ${MAX_RETRY_DELAY_SECONDS}))
              end
        where id = ${id}
        returning notification_status`
      return row?.notification_status ?? "pending"
    },

    /** Takes the next due notification and leases it, so two workers never send the same one. */
    async claimNextDue(leaseSeconds: number): Promise<StoredEnquiry | null> {
      const [row] = await sql<Row[]>`
        update contact_enquiries
        set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        where id = (
          select id from contact_enquiries
          where notification_status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at
          limit 1
          for update skip locked
        )
        returning ${columns}`
      return row ? toStored(row) : null
    },
  }
}

export type Store = ReturnType<typeof createStore>

/**
 * Seconds until fewer than `limit` enquiries are left in the window, or 0 when under the limit: the
 * moment the limit-th newest one leaves it (the oldest, unless the limit was lowered since).
 */
async function limitReached(
  tx: postgres.TransactionSql,
  condition: postgres.PendingQuery<postgres.Row[]>,
  limit: number,
  windowSeconds: number,
): Promise<number> {
  const [blocking] = await tx<{ retry_after: number }[]>`
    select ceil(extract(epoch from (created_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after
    from contact_enquiries
    where ${condition} and created_at > now() - make_interval(secs => ${windowSeconds})
    order by created_at desc
    offset ${limit - 1} limit 1`
  return blocking ? Math.max(1, blocking.retry_after) : 0
}

function toStored(row: Row): StoredEnquiry {
  return {
    id: row.id,
    createdAt: row.created_at,
    isSpam: row.is_spam,
    notificationStatus: row.notification_status,
    enquiry: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      countryCode: row.country_code,
      phone: row.phone,
      businessType: row.business_type,
      projectDetails: row.project_details,
    },
  }
}
