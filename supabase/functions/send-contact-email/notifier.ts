// Tells the agency about stored enquiries, one attempt per claim, recorded against its attempt number.
// Nothing here throws: a failure to record is logged, and the lease's end hands the row to the retry path.
import { composeDigestEmail, composeEnquiryEmail } from "./email.ts"
import { type EmailMessage, MailError, type Mailer } from "./mailer.ts"
import type { Config } from "./config.ts"
import { errorName, type Logger } from "../_shared/log.ts"
import type { Store, StoredEnquiry, Target } from "./store.ts"

export type Notifier = ReturnType<typeof createNotifier>
/** attempted and sent count emails: a digest is one. */
export type RetryReport = { expired: number; attempted: number; sent: number }

export function createNotifier(store: Store, mailer: Mailer, config: Config, log: Logger) {
  /** Long enough for one attempt (the send and recording it) to finish before the retry path may take the row. */
  const leaseSeconds = Math.ceil((config.email.timeoutMs + 2 * config.databaseTimeoutMs) / 1000) + 30

  async function deliver(message: EmailMessage, key: string, target: Target, attempt: number) {
    const enquiryId = "id" in target ? target.id : target.digestId
    try {
      try {
        await mailer.send(message, key)
      } catch (error) {
        const kind = error instanceof MailError ? error.kind : "temporary"
        const reason = error instanceof Error ? error.message : "Unknown email error"
        if (kind === "configuration")
          log({ outcome: "email_configuration_error", status: 500, enquiryId, detail: reason })
        return (await store.recordFailure(target, attempt, { message: reason, kind })) ?? "unrecorded"
      }
      return (await store.recordSent(target, attempt)) ? "sent" : "unrecorded"
    } catch (error) {
      log({ outcome: "record_failed", enquiryId, detail: errorName(error) })
      return "unrecorded"
    }
  }

  const attempt = (row: StoredEnquiry) =>
    deliver(composeEnquiryEmail(row, config.email), row.deliveryKey, { id: row.id }, row.notificationAttempts)

  /** Fails what is past its window, then delivers due notifications, then a due digest, within the budget. */
  async function retryDue(limit: number, budgetMs: number): Promise<RetryReport> {
    const started = performance.now()
    const worstAttemptMs = config.email.timeoutMs + 3 * config.databaseTimeoutMs
    const withinBudget = () => performance.now() - started + worstAttemptMs <= budgetMs
    const report: RetryReport = { expired: await store.expireUnconfirmed(), attempted: 0, sent: 0 }
    while (report.attempted < limit && withinBudget()) {
      const row = await store.claimNextDue(leaseSeconds)
      if (!row) break
      report.attempted += 1
      if ((await attempt(row)) === "sent") report.sent += 1
    }
    // Last, so a row the cap just moved to the digest goes out in it.
    const digest = withinBudget() ? await store.claimDigest(leaseSeconds) : null
    if (digest) {
      report.attempted += 1
      const message = composeDigestEmail(digest, config.email)
      if ((await deliver(message, digest.id, { digestId: digest.id }, digest.attempt)) === "sent")
        report.sent += 1
    }
    return report
  }

  return { attempt, retryDue, leaseSeconds }
}
