// One JSON line per event, for every function. While the configuration has a problem, every line is an
// error that names it, so no log view can look healthy.

export type LogFields = {
  /** What happened (never a visitor's words, never a credential). */
  outcome: string
  status?: number
  durationMs?: number
  detail?: string
  enquiryId?: string
}

export type Logger = (entry: LogFields) => void

/** A logger for the function `fn` that writes each entry as one JSON line. */
export function jsonLines(
  fn: string,
  configProblems: readonly string[],
  write: (line: string) => void = console.log,
): Logger {
  const problems = configProblems.length > 0 ? { configProblems } : {}
  return (entry) => {
    const level = configProblems.length > 0 || (entry.status ?? 0) >= 500 ? "error" : "info"
    write(JSON.stringify({ time: new Date().toISOString(), fn, level, ...entry, ...problems }))
  }
}

/** An error's name and code (e.g. "PostgresError:57014"), never its message, which may quote data. */
export function errorName(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return error instanceof Error ? `${error.name}${code ? `:${code}` : ""}` : "unknown"
}
