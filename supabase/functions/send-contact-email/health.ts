// GET /health: what an operator must know, for an uptime monitor. 200 when nothing needs a person;
// 503 when the configuration is wrong, the database cannot be read, a notification failed for good, or
// one has been pending longer than HEALTH_MAX_PENDING_SECONDS (the retries are not getting it out).
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
        notifications = await store.health(config.notifyCap)
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
      if (
        notifications &&
        !((notifications.lastRetryRunSecondsAgo ?? Infinity) <= config.healthMaxRetryGapSeconds)
      )
        problems.push(
          notifications.lastRetryRunSecondsAgo === null
            ? "The retry schedule has never reached /retry: check its Vault secrets and cron.job_run_details"
            : `The retry schedule last reached /retry ${notifications.lastRetryRunSecondsAgo} s ago: check cron.job_run_details`,
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
