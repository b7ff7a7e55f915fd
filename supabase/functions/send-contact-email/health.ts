// GET /health: what an operator must know, for an uptime monitor. 200 when nothing needs a person;
// 503 when the configuration is wrong, the database cannot be read, a notification failed for good or
// has been pending longer than HEALTH_MAX_PENDING_SECONDS (the retries are not getting it out), the cap
// or the ceiling is reached, or a scheduled job has missed its schedule (a job not yet due has not).
// Counts and reasons only, never an enquiry's contents. Read-only, so protected by a secret of its own
// (HEALTH_SECRET in X-Health-Secret): the monitor's copy cannot call /retry.
import type { Config } from "./config.ts"
import { answer, HEALTH_SECRET_HEADER, refuseOperator } from "./http.ts"
import { errorName } from "../_shared/log.ts"
import type { Logger } from "./log.ts"
import type { NotificationHealth, Store } from "./store.ts"

export function createHealthHandler(config: Config, store: Store, log: Logger) {
  return (request: Request): Promise<Response> =>
    answer(async () => {
      const refused = refuseOperator(request, "GET", config.healthSecret, HEALTH_SECRET_HEADER)
      if (refused) return refused
      const problems = [...config.problems]
      let notifications: NotificationHealth | null = null
      try {
        notifications = await store.health(config.notifyCap, config.storeCeiling)
      } catch (error) {
        problems.push(`The database cannot be read (${errorName(error)})`)
      }
      if (notifications?.configurationError)
        problems.push(`The email API refused our configuration: ${notifications.configurationError}`)
      if (notifications && notifications.failed > 0)
        problems.push(`${notifications.failed} notification(s) failed for good: follow them up by hand`)
      if (notifications && notifications.individualInWindow >= config.notifyCap.perWindow)
        problems.push(
          `The cap of ${config.notifyCap.perWindow} notification emails per ${config.notifyCap.windowSeconds} s is reached: ${notifications.waitingForDigest} enquiry(ies) wait for the next digest (a flood? see the rate limits)`,
        )
      if (notifications && notifications.storedInWindow >= config.storeCeiling.perWindow)
        problems.push(
          `The ceiling of ${config.storeCeiling.perWindow} stored enquiries per ${config.storeCeiling.windowSeconds} s is reached: new enquiries are refused (503) until the window has room (a flood? see the rate limits)`,
        )
      if (notifications && silentTooLong(notifications.retrySilentSeconds, config.healthMaxRetryGapSeconds))
        problems.push(
          notifications.lastRetryRunSecondsAgo === null
            ? "The retry schedule has never reached /retry: check its Vault secrets and cron.job_run_details"
            : `The retry schedule last reached /retry ${notifications.lastRetryRunSecondsAgo} s ago: check cron.job_run_details`,
        )
      if (notifications && silentTooLong(notifications.purgeSilentSeconds, config.healthMaxPurgeGapSeconds))
        problems.push(
          `The personal-data purge has not run for over ${config.healthMaxPurgeGapSeconds} s: addresses outlive the privacy page's promise; check cron.job_run_details`,
        )
      if ((notifications?.oldestPendingSeconds ?? 0) > config.healthMaxPendingSeconds)
        problems.push(`A notification has been pending for over ${config.healthMaxPendingSeconds} s`)
      const status = problems.length > 0 ? 503 : 200
      return {
        status,
        body: { ok: status === 200, problems, notifications },
        outcome: status === 200 ? "healthy" : "unhealthy",
      }
    }, log)
}

/** A job is late once it has gone `gap` seconds without a finished run (null: the job is unknown). */
function silentTooLong(silentSeconds: number | null, gap: number): boolean {
  return silentSeconds === null || silentSeconds > gap
}
