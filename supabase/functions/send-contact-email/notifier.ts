// Tells the agency about stored enquiries, recording each attempt so a failed one is retried later.
import { composeEnquiryEmail } from "./email.ts"
import { MailError, type Mailer } from "./mailer.ts"
import type { Config } from "./config.ts"
import type { NotificationStatus, Store, StoredEnquiry } from "./store.ts"

export type Notifier = ReturnType<typeof createNotifier>

export function createNotifier(store: Store, mailer: Mailer, config: Config) {
  /** Long enough for one delivery attempt to finish before the retry path may take the row. */
  const leaseSeconds = Math.ceil(config.email.timeoutMs / 1000) * 2 + 30

  async function deliver(row: StoredEnquiry): Promise<NotificationStatus> {
    const message = composeEnquiryEmail(row.enquiry, { id: row.id, receivedAt: row.createdAt }, config.email)
    try {
      await mailer.send(message, row.id)
    } catch (error) {
      const permanent = error instanceof MailError && error.permanent
      const reason = error instanceof Error ? error.message : "Unknown email error"
      return store.markAttemptFailed(row.id, reason, permanent, config.retry)
    }
    await store.markSent(row.id)
    return "sent"
  }

  /** The retry path: delivers notifications whose backoff has passed. */
  async function retryDue(limit = config.retry.batchSize): Promise<{ attempted: number; sent: number }> {
    let attempted = 0
    let sent = 0
    // One claim per delivery: a lease covers one send, however long the whole batch takes.
    while (attempted < limit) {
      const row = await store.claimNextDue(leaseSeconds)
      if (!row) break
      attempted += 1
      if ((await deliver(row)) === "sent") sent += 1
    }
    return { attempted, sent }
  }

  return { deliver, retryDue, leaseSeconds }
}
