// Postgres access for contact_enquiries (supabase/migrations). Every call waits at most the one
// database time limit; every status update names the attempt it records, so a late answer from an
// older attempt can never move a row back (a `sent` row never becomes `pending` again).
import type postgres from "postgres"
import type { CountryCode, Enquiry } from "../_shared/enquiry.ts"
import { lockBuckets, type Counted, type RateLimits, retryAfter } from "./rate-limit.ts"
import { capState, takeSlot, type NotifyCap } from "./cap.ts"
import { ceilingReached, type StoreCeiling, storedInWindow } from "./ceiling.ts"

export type { RateLimits }

export type Sql = postgres.Sql

export type NotificationStatus = "pending" | "sent" | "failed" | "skipped" | "followed_up"
export type ErrorKind = "temporary" | "configuration" | "refused" | "unconfirmed"

export type Delivery = "individual" | "digest"

export type StoredEnquiry = {
  id: string
  createdAt: Date
  enquiry: Enquiry
  isSpam: boolean
  /** An email of its own, or (past the cap or the sender's share) a place in the next digest. */
  delivery: Delivery
  /** The email API's idempotency key for this notification (new when an operator requeues it). */
  deliveryKey: string
  /** Which delivery attempt the holder of this copy may make and record. */
  attempt: number
}

export type NewEnquiry = {
  enquiry: Enquiry
  idempotencyKey: string | null
  /** The visitor's rate-limit key (client-ip.ts), or null when unknown. */
  clientKey: string | null
  /** The IPv6 /48 of clientKey (client-ip.ts), or null. */
  clientPrefix: string | null
  origin: string | null
  isSpam: boolean
}

/** Retried until retry_until, the wait doubling from baseDelaySeconds up to maxDelaySeconds. */
export type RetryPolicy = { baseDelaySeconds: number; maxDelaySeconds: number }

export type InsertResult =
  | { kind: "created"; row: StoredEnquiry }
  | { kind: "duplicate"; id: string }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "ceiling_reached"; retryAfterSeconds: number }

/** What storing an enquiry is measured against. */
export type StoreLimits = {
  rateLimit: RateLimits
  notifyCap: NotifyCap
  storeCeiling: StoreCeiling
  /** How long the new row's first delivery attempt is claimed for. */
  leaseSeconds: number
}

export type RefuseResult = { kind: "counted" } | { kind: "rate_limited"; retryAfterSeconds: number }

export type NotificationHealth = {
  pending: number
  failed: number
  oldestPendingSeconds: number | null
  /** The latest email API answer that blamed our configuration, on a row not yet delivered. */
  configurationError: string | null
  /** Individual emails sent in the current cap window; at the cap, new enquiries wait for a digest. */
  individualInWindow: number
  waitingForDigest: number
  /** Enquiries stored in the current ceiling window; at the ceiling, new ones are refused. */
  storedInWindow: number
  /** Seconds since the retry entry point (the schedule) last finished; null if it never has. */
  lastRetryRunSecondsAgo: number | null
  /** Seconds since the personal-data purge last ran; null if it never has. */
  lastPurgeSecondsAgo: number | null
  /**
   * Seconds each job has gone without a finished run: since its last run or, before its first, since
   * it was expected (the migration). Null when the database knows no such job.
   */
  retrySilentSeconds: number | null
  purgeSilentSeconds: number | null
}

/** The database did not answer within the time limit (or could not be reached). */
export class DatabaseTimeout extends Error {
  override name = "DatabaseTimeout"
}

/** Why a row past its retry window (retry_until, set by the migration) is failed instead of sent again. */
export const UNCONFIRMED_REASON =
  "Not confirmed within the email API's 24-hour duplicate protection, so not sent again: check the inbox, then follow up by hand"

export type Row = {
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
  delivery: Delivery
  delivery_key: string
  notification_attempts: number
}

export type EnquiryRow = Pick<
  Row,
  "first_name" | "last_name" | "email" | "country_code" | "phone" | "business_type" | "project_details"
>

export const COLUMNS = [
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
  "delivery",
  "delivery_key",
  "notification_attempts",
]

export function createStore(sql: Sql, timeoutMs: number) {
  const columns = sql(COLUMNS)
  const bounded = <T>(work: Promise<T>) => withinDeadline(work, timeoutMs)
  const targetOf = (target: Target) =>
    "id" in target ? sql`id = ${target.id}` : sql`digest_id = ${target.digestId}`

  return {
    /**
     * Stores an enquiry unless its idempotency key was seen before, a rate limit or the ceiling is
     * reached, all in one transaction. Locks on the key and on the visitor serialise concurrent requests,
     * so a burst cannot slip past either check. The row is created with its first delivery attempt
     * already claimed for `leaseSeconds`, so the retry path leaves it to this request until the lease
     * runs out.
     */
    insert(
      input: NewEnquiry,
      { rateLimit, notifyCap, storeCeiling, leaseSeconds }: StoreLimits,
    ): Promise<InsertResult> {
      // Nobody waits for an answer after the deadline, so nothing may commit after it either: each
      // step checks it (and throws, which rolls the transaction back), and the server is told the
      // time left as statement_timeout, lock waits included.
      const deadline = performance.now() + timeoutMs
      const timeLeft = () => {
        const ms = Math.floor(deadline - performance.now())
        if (ms <= 0) throw new DatabaseTimeout(`Abandoned at the ${timeoutMs} ms deadline: rolled back`)
        return ms
      }
      return bounded(
        sql.begin(async (tx) => {
          await tx`select set_config('statement_timeout', ${String(timeLeft())}, true)`
          // Without a visitor address the email address stands in for the visitor.
          const who: Counted = input.clientKey
            ? { clientKey: input.clientKey, clientPrefix: input.clientPrefix }
            : { email: input.enquiry.email.toLowerCase() }
          if (input.idempotencyKey)
            await tx`select pg_advisory_xact_lock(hashtextextended(${`key:${input.idempotencyKey}`}, 0))`
          await lockBuckets(tx, who)

          if (input.idempotencyKey) {
            const [existing] = await tx<{ id: string }[]>`
              select id from contact_enquiries where idempotency_key = ${input.idempotencyKey}`
            if (existing) return { kind: "duplicate", id: existing.id }
          }

          // Spam counts only against spam: a bot writing in a person's name cannot use up their limit.
          const blocked = await retryAfter(tx, who, rateLimit, { isSpam: input.isSpam })
          if (blocked !== null) return { kind: "rate_limited", retryAfterSeconds: Math.max(1, blocked) }

          timeLeft()
          // Last, so the locks that are one for all visitors are held only for the insert.
          const full = await ceilingReached(tx, storeCeiling)
          if (full !== null) return { kind: "ceiling_reached", retryAfterSeconds: full }
          const individual = !input.isSpam && (await takeSlot(tx, notifyCap, who))
          const { enquiry } = input
          // The id is the first idempotency key too; a requeue gives the row a new one.
          const id = crypto.randomUUID()
          const [row] = await tx<Row[]>`
            insert into contact_enquiries (
              id, delivery_key, first_name, last_name, email, country_code, phone, business_type, project_details,
              idempotency_key, client_ip, client_prefix, origin, is_spam,
              notification_status, notification_attempts, next_attempt_at, delivery, individual_slot_at
            ) values (
              ${id}, ${id}, ${enquiry.firstName}, ${enquiry.lastName}, ${enquiry.email}, ${enquiry.countryCode}, ${enquiry.phone},
              ${enquiry.businessType}, ${enquiry.projectDetails}, ${input.idempotencyKey}, ${input.clientKey},
              ${input.clientPrefix}, ${input.origin}, ${input.isSpam},
              ${input.isSpam ? "skipped" : "pending"}, ${individual ? 1 : 0},
              ${individual ? tx`now() + make_interval(secs => ${leaseSeconds})` : null},
              ${individual || input.isSpam ? "individual" : "digest"}, ${individual ? tx`now()` : null}
            )
            returning ${columns}`
          timeLeft() // the last moment to roll back instead of committing late
          return { kind: "created", row: toStored(row) }
        }),
      )
    },

    /**
     * Counts a refused submission (a broken rule) against its visitor, unless the visitor is already
     * at a limit: then says when they may send again, and nothing more is stored.
     */
    refuse(
      visitor: { clientKey: string; clientPrefix: string | null },
      limits: RateLimits,
    ): Promise<RefuseResult> {
      return bounded(
        sql.begin(async (tx) => {
          await tx`select set_config('statement_timeout', ${String(timeoutMs)}, true)`
          await lockBuckets(tx, visitor)
          const blocked = await retryAfter(tx, visitor, limits, { isSpam: false })
          if (blocked !== null) return { kind: "rate_limited", retryAfterSeconds: Math.max(1, blocked) }
          await tx`insert into contact_refusals (client_ip, client_prefix) values (${visitor.clientKey}, ${visitor.clientPrefix})`
          return { kind: "counted" }
        }),
      )
    },

    /**
     * Records that `attempt` delivered the notification of `target` (an enquiry, or every row of a
     * digest); false when a newer attempt owns it.
     */
    async recordSent(target: Target, attempt: number): Promise<boolean> {
      const rows = await bounded(sql`
        update contact_enquiries
        set notification_status = 'sent', notified_at = now(), next_attempt_at = null,
            last_error = null, last_error_kind = null
        where ${targetOf(target)} and notification_attempts = ${attempt}
          and notification_status in ('pending', 'failed')
        returning id`)
      return rows.length > 0
    },

    /** Records a failed `attempt`: retried later with exponential backoff, or failed for good. */
    /**
     * Records a failed `attempt`: retried after a backoff (never later than retry_until, when
     * expireUnconfirmed fails it), or failed at once when the API will never take the message.
     */
    async recordFailure(
      target: Target,
      attempt: number,
      error: { message: string; kind: ErrorKind },
      policy: RetryPolicy,
    ): Promise<NotificationStatus | null> {
      const givesUp = error.kind === "refused"
      const [row] = await bounded(sql<{ notification_status: NotificationStatus }[]>`
        update contact_enquiries
        set last_error = ${error.message.slice(0, 500)}, last_error_kind = ${error.kind},
            notification_status = ${givesUp ? "failed" : "pending"},
            next_attempt_at = case when ${givesUp} then null
              else least(retry_until, now() + make_interval(secs => least(
                ${policy.baseDelaySeconds}::double precision * power(2, least(notification_attempts - 1, 30)),
                ${policy.maxDelaySeconds})))
              end
        where ${targetOf(target)} and notification_attempts = ${attempt} and notification_status = 'pending'
        returning notification_status`)
      return row?.notification_status ?? null
    },

    /**
     * Claims the next due individual notification for one attempt, so two workers never send the same
     * one at once. A row without a slot of the cap (requeued, or stored before the cap) takes one, or
     * joins the next digest when the cap is reached; then the next due row is tried.
     */
    async claimNextDue(leaseSeconds: number, cap: NotifyCap): Promise<StoredEnquiry | null> {
      for (;;) {
        const claimed = await bounded(
          sql.begin(async (tx) => {
            await tx`select set_config('statement_timeout', ${String(timeoutMs)}, true)`
            const [due] = await tx<{ id: string; has_slot: boolean }[]>`
              select id, individual_slot_at is not null as has_slot from contact_enquiries
              where notification_status = 'pending' and delivery = 'individual'
                and next_attempt_at <= now() and retry_until > now()
              order by next_attempt_at
              limit 1
              for update skip locked`
            if (!due) return null
            if (!due.has_slot && !(await takeSlot(tx, cap, null))) {
              await tx`
                update contact_enquiries set delivery = 'digest', next_attempt_at = null, notification_attempts = 0
                where id = ${due.id}`
              return "joined_digest" as const
            }
            const [row] = await tx<Row[]>`
              update contact_enquiries
              set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
                  notification_attempts = notification_attempts + 1,
                  individual_slot_at = coalesce(individual_slot_at, now())
              where id = ${due.id}
              returning ${columns}`
            return toStored(row)
          }),
        )
        if (claimed !== "joined_digest") return claimed
      }
    },

    /**
     * Fails the notifications whose retry window has passed (and whose last attempt is over): sending
     * one again could deliver it twice once the email API has forgotten its key.
     */
    async expireUnconfirmed(): Promise<number> {
      const rows = await bounded(sql`
        update contact_enquiries
        set notification_status = 'failed', next_attempt_at = null,
            last_error_kind = 'unconfirmed', last_error = ${UNCONFIRMED_REASON}
        where notification_status = 'pending' and retry_until <= now() and next_attempt_at <= now()
        returning id`)
      return rows.length
    },

    /** Notes that a scheduled job finished, for the health answer. */
    async recordJobRun(job: "retry"): Promise<void> {
      await bounded(sql`
        update enquiry_jobs.job_runs set last_success_at = now() where job = ${job}`)
    },

    async health(cap: NotifyCap, ceiling: StoreCeiling): Promise<NotificationHealth> {
      const { slotsTaken, waitingForDigest } = await bounded(capState(sql, cap))
      const stored = await bounded(storedInWindow(sql, ceiling))
      const runs = await bounded(sql<{ job: string; last_run: number | null; silent: number }[]>`
        select job, floor(extract(epoch from now() - last_success_at))::int as last_run,
               floor(extract(epoch from now() - coalesce(last_success_at, expected_since)))::int as silent
        from enquiry_jobs.job_runs`)
      const run = (job: string) => runs.find((candidate) => candidate.job === job)
      const [row] = await bounded(sql<
        {
          pending: number
          failed: number
          oldest_pending_seconds: number | null
          configuration_error: string | null
        }[]
      >`
        select count(*) filter (where notification_status = 'pending')::int as pending,
               count(*) filter (where notification_status = 'failed')::int as failed,
               floor(extract(epoch from now() - min(created_at) filter (where notification_status = 'pending')))::int
                 as oldest_pending_seconds,
               (array_agg(last_error order by created_at desc)
                 filter (where last_error_kind = 'configuration'))[1] as configuration_error
        from contact_enquiries
        where notification_status in ('pending', 'failed')`)
      return {
        pending: row.pending,
        failed: row.failed,
        oldestPendingSeconds: row.oldest_pending_seconds,
        configurationError: row.configuration_error,
        individualInWindow: slotsTaken,
        waitingForDigest,
        storedInWindow: stored,
        lastRetryRunSecondsAgo: run("retry")?.last_run ?? null,
        lastPurgeSecondsAgo: run("purge")?.last_run ?? null,
        retrySilentSeconds: run("retry")?.silent ?? null,
        purgeSilentSeconds: run("purge")?.silent ?? null,
      }
    },
  }
}

export type Store = ReturnType<typeof createStore>

/** Whose notification a status update is about: one enquiry, or every enquiry in one digest. */
export type Target = { id: string } | { digestId: string }

/** Gives up waiting after `ms`; the abandoned work may still finish, and its failure is ignored. */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(`No answer from the database within ${ms} ms`)), ms)
  })
  work.catch(() => {})
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export function toStored(row: Row): StoredEnquiry {
  return {
    id: row.id,
    createdAt: row.created_at,
    isSpam: row.is_spam,
    delivery: row.delivery,
    deliveryKey: row.delivery_key,
    attempt: row.notification_attempts,
    enquiry: enquiryOf(row),
  }
}

/** The enquiry's seven fields from a contact_enquiries row. */
export function enquiryOf(row: EnquiryRow): Enquiry {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    countryCode: row.country_code,
    phone: row.phone,
    businessType: row.business_type,
    projectDetails: row.project_details,
  }
}
