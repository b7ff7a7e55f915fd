// POST /retry: the scheduler's call (pg_cron through pg_net, see the retry schedule migration). It
// works for at most RETRY_BUDGET_MS and then answers, well inside the time pg_net waits; a row it does
// not reach stays due for the next call, and a row it claimed but could not finish is handed back when
// its lease runs out, so no call leaves a row half-handled.
import type { Config } from "./config.ts"
import { answer, refuseOperator } from "./http.ts"
import type { Logger } from "./log.ts"
import type { Notifier } from "./notifier.ts"
import type { Store } from "./store.ts"

/** How many rows one scheduled call may take, at most. */
const RETRY_BATCH_LIMIT = 25

export function createRetryHandler(config: Config, notifier: Notifier, store: Store, log: Logger) {
  return (request: Request): Promise<Response> =>
    answer(async () => {
      const refused = refuseOperator(request, "POST", config.retry.secret)
      if (refused) return refused
      const report = await notifier.retryDue(RETRY_BATCH_LIMIT, config.retry.budgetMs)
      // Only a run that finished counts: the health answer says how long ago that was.
      await store.recordJobRun("retry")
      return { status: 200, body: report, outcome: "retried", detail: JSON.stringify(report) }
    }, log)
}
