// Postgres access for the enquiry tables. Every call waits at most the database time limit; every
// status update names its attempt, so a late answer from an older attempt never moves a row back.
import postgres from "postgres"
import type { Enquiry } from "../_shared/enquiry.ts"
import type { Visitor } from "./client-ip.ts"
import type { Config } from "./config.ts"
import { ceilingReached, count, type Counted, counted, retryAfter, since, takeSlot } from "./limits.ts"
import type { MailErrorKind } from "./mailer.ts"

export type StoredEnquiry = Enquiry & {
  id: string
  createdAt: Date
  isSpam: boolean
  /** An email of its own, or (past the cap or the sender's share) a place in the next digest. */
  delivery: "individual" | "digest"
  /** The email API's idempotency key (new when an operator requeues the row). */
  deliveryKey: string
  /** Which delivery attempt the holder of this copy may make and record. */
  notificationAttempts: number
}

/** Formed once, then retried as one message under its id until its rows' window ends; `refused`: see claimDigest. */
export type Digest = { id: string; attempt: number; enquiries: DigestEnquiry[]; refused: number }
/** `sender`: the visitor's address key or, without one (or once purged), the email address. */
export type DigestEnquiry = StoredEnquiry & { sender: string }

export type NewEnquiry = {
  enquiry: Enquiry
  idempotencyKey: string | null
  visitor: Visitor | null
  origin: string | null
  isSpam: boolean
}

export type InsertResult =
  | { kind: "created"; row: StoredEnquiry }
  | { kind: "duplicate"; id: string }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "ceiling_reached"; retryAfterSeconds: number }
  | { kind: "spam_counted" }

/** Whose notification a status update is about: one enquiry, or every enquiry in one digest. */
export type Target = { id: string } | { digestId: string }

export type NotificationHealth = {
  pending: number
  failed: number
  oldestPendingSeconds: number | null
  /** The latest email API answer that blamed our configuration, on a row not yet delivered. */
  configurationError: string | null
  individualInWindow: number
  waitingForDigest: number
  /** Enquiries refused at the ceiling in its window. */
  refusedAtCeiling: number
  lastRetryRunSecondsAgo: number | null
  lastPurgeSecondsAgo: number | null
  /** Since each job's last finished run or, before its first, since the migration; null: unknown job. */
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

export function createStore(sql: postgres.Sql, config: Config) {
  const timeoutMs = config.databaseTimeoutMs
  const stored = sql`id, created_at, first_name, last_name, email, country_code, phone, business_type,
    project_details, is_spam, delivery, delivery_key, notification_attempts`
  const waiting = sql`delivery = 'digest' and digest_id is null and notification_status = 'pending'`
  const isDue = sql`notification_status = 'pending' and next_attempt_at <= now() and retry_until > now()`
  const targetOf = (target: Target) =>
    "id" in target ? sql`id = ${target.id}` : sql`digest_id = ${target.digestId}`
  const bounded = <T>(work: Promise<T>) => withinDeadline(work, timeoutMs)
  /** A transaction the server also gives up at the time limit (lock waits included). */
  const transaction = <T>(work: (tx: postgres.TransactionSql, timeLeft: () => number) => Promise<T>) => {
    // Nobody waits past the deadline, so nothing may commit past it: timeLeft() throws, rolling back.
    const deadline = performance.now() + timeoutMs
    const timeLeft = () => {
      const ms = Math.floor(deadline - performance.now())
      if (ms <= 0) throw new DatabaseTimeout(`Abandoned at the ${timeoutMs} ms deadline: rolled back`)
      return ms
    }
    return bounded(
      sql.begin(async (tx) => {
        await tx`select set_config('statement_timeout', ${String(timeLeft())}, true)`
        return await work(tx, timeLeft)
      }) as Promise<T>,
    )
  }

  return {
    // Stores an enquiry unless its key was seen or a limit is reached; locks on the key and the visitor
    // serialise concurrent requests. Its first attempt is this request's for `leaseSeconds`.
    insert(input: NewEnquiry, leaseSeconds: number): Promise<InsertResult> {
      return transaction(async (tx, timeLeft): Promise<InsertResult> => {
        const { enquiry, idempotencyKey: key, visitor, isSpam } = input
        const who: Counted = visitor ?? { email: enquiry.email.toLowerCase() }
        if (key) await tx`select pg_advisory_xact_lock(hashtextextended(${`key:${key}`}, 0))`
        const [existing] = key
          ? await tx<{ id: string }[]>`select id from contact_enquiries where idempotency_key = ${key}`
          : []
        if (existing) return { kind: "duplicate", id: existing.id }
        // Spam counts only against spam: a bot writing in a person's name cannot use up their limit.
        const limited = await retryAfter(tx, who, config.rateLimit, isSpam)
        if (limited !== null && !isSpam) return { kind: "rate_limited", retryAfterSeconds: limited }
        timeLeft()
        // Last, so the locks that are one for all visitors are held only for the insert.
        const full = limited ?? (await ceilingReached(tx, config.storeCeiling, isSpam))
        if (full !== null) {
          await count(tx, isSpam ? "spam" : "ceiling")
          return isSpam ? { kind: "spam_counted" } : { kind: "ceiling_reached", retryAfterSeconds: full }
        }
        const individual = !isSpam && (await takeSlot(tx, config, who))
        // The id is the first idempotency key too; a requeue gives the row a new one.
        const id = crypto.randomUUID()
        const [row] = await tx<StoredEnquiry[]>`
          insert into contact_enquiries ${tx({
            ...enquiry,
            id,
            deliveryKey: id,
            idempotencyKey: key,
            clientIp: visitor?.clientKey ?? null,
            clientPrefix: visitor?.clientPrefix ?? null,
            origin: input.origin,
            isSpam,
            notificationStatus: isSpam ? "skipped" : "pending",
            notificationAttempts: individual ? 1 : 0,
            delivery: individual || isSpam ? "individual" : "digest",
          })}
          returning ${stored}`
        if (individual)
          await tx`update contact_enquiries
            set individual_slot_at = now(), next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
            where id = ${id}`
        timeLeft() // the last moment to roll back instead of committing late
        return { kind: "created", row }
      })
    },

    /** Counts a refused submission against its visitor; at a limit, says when they may send again instead. */
    refuse(visitor: Visitor): Promise<number | null> {
      return transaction(async (tx) => {
        const limited = await retryAfter(tx, visitor, config.rateLimit, false)
        if (limited === null)
          await tx`insert into contact_refusals (client_ip, client_prefix) values (${visitor.clientKey}, ${visitor.clientPrefix})`
        return limited
      })
    },

    /** Records that `attempt` delivered `target`'s notification; false when a newer attempt owns it. */
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

    // A failed `attempt` is retried with a doubling backoff until retry_until, unless the API refused it.
    async recordFailure(target: Target, attempt: number, error: { message: string; kind: MailErrorKind }) {
      const givesUp = error.kind === "refused"
      const { baseDelaySeconds, maxDelaySeconds } = config.retry
      const [row] = await bounded(sql<{ notificationStatus: "pending" | "failed" }[]>`
        update contact_enquiries
        set last_error = ${error.message.slice(0, 500)}, last_error_kind = ${error.kind},
            notification_status = ${givesUp ? "failed" : "pending"},
            next_attempt_at = case when ${givesUp} then null
              else least(retry_until, now() + make_interval(secs => least(
                ${baseDelaySeconds}::double precision * power(2, least(notification_attempts - 1, 30)),
                ${maxDelaySeconds})))
              end
        where ${targetOf(target)} and notification_attempts = ${attempt} and notification_status = 'pending'
        returning notification_status`)
      return row?.notificationStatus ?? null
    },

    // Claims a due notification for one attempt; a requeued row takes a cap slot or joins the next digest.
    async claimNextDue(leaseSeconds: number): Promise<StoredEnquiry | null> {
      for (;;) {
        const claimed = await transaction(async (tx) => {
          const [due] = await tx<{ id: string; hasSlot: boolean }[]>`
            select id, individual_slot_at is not null as has_slot from contact_enquiries
            where delivery = 'individual' and ${isDue}
            order by next_attempt_at
            limit 1
            for update skip locked`
          if (!due) return null
          if (!due.hasSlot && !(await takeSlot(tx, config, null))) {
            await tx`
              update contact_enquiries set delivery = 'digest', next_attempt_at = null, notification_attempts = 0
              where id = ${due.id}`
            return "joined_digest" as const
          }
          const [row] = await tx<StoredEnquiry[]>`
            update contact_enquiries
            set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
                notification_attempts = notification_attempts + 1,
                individual_slot_at = coalesce(individual_slot_at, now())
            where id = ${due.id}
            returning ${stored}`
          return row
        })
        if (claimed !== "joined_digest") return claimed
      }
    },

    // Claims a due digest, or forms one of all waiting rows once no digest went out in the last cap window.
    claimDigest(leaseSeconds: number): Promise<Digest | null> {
      return transaction(async (tx) => {
        await tx`select pg_advisory_xact_lock(hashtextextended('notification-digest', 0))`
        const [formed] = await tx<{ digestId: string }[]>`
          select digest_id from contact_enquiries
          where delivery = 'digest' and digest_id is not null and ${isDue}
          order by next_attempt_at
          limit 1`
        let id = formed?.digestId
        if (!id) {
          const [{ ready }] = await tx<{ ready: boolean }[]>`
            select exists (select 1 from contact_enquiries where ${waiting})
              and coalesce((select max(digested_at) from contact_enquiries)
                <= ${since(tx, config.notifyCap.windowSeconds)}, true) as ready`
          if (!ready) return null
          id = crypto.randomUUID()
          await tx`
            update contact_enquiries
            set digest_id = ${id}, digested_at = now(),
                retry_until = (select min(retry_until) from contact_enquiries where ${waiting}),
                notification_attempts = (select max(notification_attempts) from contact_enquiries where ${waiting})
            where ${waiting}`
        }
        // Refusals in the whole minutes of the hour before it formed, so a retried digest says the same.
        const [{ attempt, refused }] = await tx<Pick<Digest, "attempt" | "refused">[]>`
          update contact_enquiries
          set notification_attempts = notification_attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
          where digest_id = ${id} and notification_status = 'pending'
          returning notification_attempts as attempt, (select coalesce(sum(times), 0)::int from contact_counts
            where what = 'ceiling' and minute between date_trunc('minute', digested_at) - interval '60 minutes'
              and date_trunc('minute', digested_at) - interval '1 minute') as refused`
        const enquiries = await tx<DigestEnquiry[]>`
          select ${stored}, coalesce(client_ip, lower(email)) as sender
          from contact_enquiries where digest_id = ${id} order by created_at, id`
        return { id, attempt, enquiries: [...enquiries], refused }
      })
    },

    // Fails notifications past their retry window: once the email API forgets the key, a resend could duplicate.
    async expireUnconfirmed(): Promise<number> {
      const rows = await bounded(sql`
        update contact_enquiries
        set notification_status = 'failed', next_attempt_at = null,
            last_error_kind = 'unconfirmed', last_error = ${UNCONFIRMED_REASON}
        where notification_status = 'pending' and retry_until <= now() and next_attempt_at <= now()
        returning id`)
      return rows.length
    },

    async recordRetryRun(): Promise<void> {
      await bounded(sql`select enquiry_jobs.record_retry_run()`)
    },

    async health(): Promise<NotificationHealth> {
      const [health] = await bounded(sql<NotificationHealth[]>`
        with runs as (
          select job, floor(extract(epoch from now() - last_success_at))::int as last_run,
                 floor(extract(epoch from now() - coalesce(last_success_at, expected_since)))::int as silent
          from enquiry_jobs.job_runs)
        select count(*) filter (where notification_status = 'pending')::int as pending,
               count(*) filter (where notification_status = 'failed')::int as failed,
               floor(extract(epoch from now() - min(created_at) filter (where notification_status = 'pending')))::int
                 as oldest_pending_seconds,
               (array_agg(last_error order by created_at desc) filter (where last_error_kind = 'configuration'
                 and notification_status in ('pending', 'failed')))[1] as configuration_error,
               (${counted(sql, "email", config.notifyCap.windowSeconds)}) as individual_in_window,
               count(*) filter (where ${waiting})::int as waiting_for_digest,
               (${counted(sql, "ceiling", config.storeCeiling.windowSeconds)}) as refused_at_ceiling,
               (select last_run from runs where job = 'retry') as last_retry_run_seconds_ago,
               (select last_run from runs where job = 'purge') as last_purge_seconds_ago,
               (select silent from runs where job = 'retry') as retry_silent_seconds,
               (select silent from runs where job = 'purge') as purge_silent_seconds
        from contact_enquiries`)
      return health
    },
  }
}

export type Store = ReturnType<typeof createStore>

/** Gives up waiting after `ms`; the abandoned work may still finish, and its failure is ignored. */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  const { promise, reject } = Promise.withResolvers<never>()
  const timer = setTimeout(() => reject(new DatabaseTimeout(`No answer from the database in ${ms} ms`)), ms)
  work.catch(() => {})
  return Promise.race([work, promise]).finally(() => clearTimeout(timer))
}
