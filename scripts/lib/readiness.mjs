// When every service of a stack answers. Each is asked until it has answered once; `onReady` is
// called when the last one has, and `onLate` once with those still silent after `patienceMs`, while
// the asking goes on (a first start that is only slow still ends in `onReady`).

/**
 * `services`: [{ name, answers: () => Promise<boolean> }]. Returns a function that stops asking.
 * `onReady(elapsedMs)`, `onLate(silentServices, elapsedMs)`.
 */
export function whenAllAnswer(services, { onReady, onLate, intervalMs = 1000, patienceMs = 5 * 60_000 }) {
  const started = Date.now()
  const silent = new Set(services)
  let stopped = false
  let warned = false
  let timer

  async function round() {
    await Promise.all(
      [...silent].map(async (service) => {
        if (await service.answers()) silent.delete(service)
      }),
    )
    if (stopped) return
    const elapsed = Date.now() - started
    if (silent.size === 0) return onReady(elapsed)
    if (!warned && elapsed >= patienceMs) {
      warned = true
      onLate([...silent], elapsed)
    }
    timer = setTimeout(round, intervalMs)
  }

  void round()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
