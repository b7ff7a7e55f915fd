// The operator's entry points, each behind its own secret (the anon key is public): POST /retry for the
// scheduler; GET /health for an uptime monitor, 503 with the reasons (counts, never an enquiry).
import { createHash, timingSafeEqual } from "node:crypto"
import { answer, failure, methodNotAllowed } from "../_shared/answer.ts"
import { errorName, type Logger } from "../_shared/log.ts"
import type { Config } from "./config.ts"
import type { Notifier } from "./notifier.ts"
import type { NotificationHealth, Store } from "./store.ts"

export const RETRY_SECRET_HEADER = "X-Retry-Secret"
export const HEALTH_SECRET_HEADER = "X-Health-Secret"

const RETRY_BATCH_LIMIT = 25

/** The entry point's method and secret; null when the request may go on. */
function refuseOperator(request: Request, method: string, secret: string | null, header: string) {
  if (!secret) return failure(404, "not_found", "Not found.", "operator_disabled")
  if (request.method !== method) return methodNotAllowed(method, method)
  // Compares digests, so that neither the time taken nor timingSafeEqual's length check tells the length.
  const digest = (text: string) => createHash("sha256").update(text).digest()
  if (!timingSafeEqual(digest(request.headers.get(header) ?? ""), digest(secret)))
    return failure(401, "unauthorized", "Unauthorized.", "operator_unauthorized")
  return null
}

export function createRetryHandler(config: Config, notifier: Notifier, store: Store, log: Logger) {
  return (request: Request): Promise<Response> =>
    answer(async () => {
      const refused = refuseOperator(request, "POST", config.retry.secret, RETRY_SECRET_HEADER)
      if (refused) return refused
      const report = await notifier.retryDue(RETRY_BATCH_LIMIT, config.retry.budgetMs)
      // Only a run that finished counts: the health answer says how long ago that was.
      await store.recordRetryRun()
      return { status: 200, body: report, outcome: "retried", detail: JSON.stringify(report) }
    }, log)
}

export function createHealthHandler(config: Config, store: Store, log: Logger) {
  const { notifyCap: cap, storeCeiling: ceiling } = config
  /** A job is late once it has gone `gap` seconds without a finished run (null: the job is unknown). */
  const late = (silentSeconds: number | null, gap: number) => silentSeconds === null || silentSeconds > gap

  const problemsOf = (health: NotificationHealth) =>
    [
      !!health.configurationError && `The email API refused our configuration: ${health.configurationError}`,
      health.failed > 0 && `${health.failed} notification(s) failed for good: follow them up by hand`,
      health.individualInWindow >= cap.perWindow &&
        `The cap of ${cap.perWindow} notification emails per ${cap.windowSeconds} s is reached: ${health.waitingForDigest} enquiry(ies) wait for the next digest (a flood? see the rate limits)`,
      health.refusedAtCeiling > 0 &&
        `The ceiling of ${ceiling.perWindow} stored enquiries per ${ceiling.windowSeconds} s is reached: ${health.refusedAtCeiling} refused (503) in that window, and more until it has room (a flood? see the rate limits)`,
      late(health.retrySilentSeconds, config.healthMaxRetryGapSeconds) &&
        (health.lastRetryRunSecondsAgo === null
          ? "The retry schedule has never reached /retry: check its Vault secrets and cron.job_run_details"
          : `The retry schedule last reached /retry ${health.lastRetryRunSecondsAgo} s ago: check cron.job_run_details`),
      late(health.purgeSilentSeconds, config.healthMaxPurgeGapSeconds) &&
        `The personal-data purge has not run for over ${config.healthMaxPurgeGapSeconds} s: addresses outlive the privacy page's promise; check cron.job_run_details`,
      (health.oldestPendingSeconds ?? 0) > config.healthMaxPendingSeconds &&
        `A notification has been pending for over ${config.healthMaxPendingSeconds} s`,
    ].filter((problem) => problem !== false)

  return (request: Request): Promise<Response> =>
    answer(async () => {
      const refused = refuseOperator(request, "GET", config.healthSecret, HEALTH_SECRET_HEADER)
      if (refused) return refused
      const problems = [...config.problems]
      let notifications: NotificationHealth | null = null
      try {
        notifications = await store.health()
        problems.push(...problemsOf(notifications))
      } catch (error) {
        problems.push(`The database cannot be read (${errorName(error)})`)
      }
      const status = problems.length > 0 ? 503 : 200
      return {
        status,
        body: { ok: status === 200, problems, notifications },
        outcome: status === 200 ? "healthy" : "unhealthy",
      }
    }, log)
}
