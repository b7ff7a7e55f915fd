// Tells the agency about stored enquiries: one attempt per claim, each recorded against the attempt
// number it was claimed with. Nothing here throws: a failure to record is logged, and the row's lease
// running out hands it to the retry path, where the email API's idempotency key keeps it to one email.
import { composeEnquiryEmail } from "./email.ts"
import { MailError } from "./mailer.ts"
import type { Mailer } from "./mailer.ts"
import type { Config } from "./config.ts"
import { errorName } from "../_shared/log.ts"
import type { Logger } from "./log.ts"
import type { NotificationStatus, Store, StoredEnquiry } from "./store.ts"

export type Notifier = ReturnType<typeof createNotifier>
export type RetryReport = { expired: number; attempted: number; sent: number }

export function createNotifier(store: Store, mailer: Mailer, config: Config, log: Logger) {
  /** Long enough for one attempt (the send and recording it) to finish before the retry path may take the row. */
  const leaseSeconds = Math.ceil((config.email.timeoutMs + 2 * config.databaseTimeoutMs) / 1000) + 30

  /** Sends `row`'s notification once and records the outcome; "unrecorded" when recording failed. */
  async function attempt(row: StoredEnquiry): Promise<NotificationStatus | "unrecorded"> {
    const message = composeEnquiryEmail(row.enquiry, { id: row.id, receivedAt: row.createdAt }, config.email)
    try {
      try {
        await mailer.send(message, row.id)
      } catch (error) {
        const kind = error instanceof MailError ? error.kind : "temporary"
        const reason = error instanceof Error ? error.message : "Unknown email error"
        if (kind === "configuration")
          log({ outcome: "email_configuration_error", status: 500, enquiryId: row.id, detail: reason })
        return (
          (await store.recordFailure(row.id, row.attempt, { message: reason, kind }, config.retry)) ??
          "unrecorded"
        )
      }
      return (await store.recordSent(row.id, row.attempt)) ? "sent" : "unrecorded"
    } catch (error) {
      log({
        outcome: "record_failed",
        enquiryId: row.id,
        detail: errorName(error),
      })
      return "unrecorded"
    }
  }

  /**
   * The retry path: fails what is past its retry window, then delivers due notifications one claim at a
   * time until `limit` or until another attempt might not finish within `budgetMs`.
   */
  async function retryDue(limit: number, budgetMs: number): Promise<RetryReport> {
    const started = performance.now()
    const worstAttemptMs = config.email.timeoutMs + 3 * config.databaseTimeoutMs
    const report: RetryReport = { expired: await store.expireUnconfirmed(), attempted: 0, sent: 0 }
    while (report.attempted < limit && performance.now() - started + worstAttemptMs <= budgetMs) {
      const row = await store.claimNextDue(leaseSeconds)
      if (!row) break
      report.attempted += 1
      if ((await attempt(row)) === "sent") report.sent += 1
    }
    return report
  }

  return { attempt, retryDue, leaseSeconds }
}
