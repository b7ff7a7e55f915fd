// One JSON line per event: what happened and how long it took, never what the visitor wrote. While the
// configuration has a problem, every line is an error that names it, so no log view can look healthy.
export type LogEntry = {
  outcome: string
  status?: number
  durationMs?: number
  enquiryId?: string
  detail?: string
}

export type Logger = (entry: LogEntry) => void

export function jsonLogger(configProblems: readonly string[], write = console.log): Logger {
  const problems = configProblems.length > 0 ? { configProblems } : {}
  return (entry) => {
    const level = configProblems.length > 0 || (entry.status ?? 0) >= 500 ? "error" : "info"
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        fn: "send-contact-email",
        level,
        ...entry,
        ...problems,
      }),
    )
  }
}

/** An error's name and code (e.g. "PostgresError:57014"), never its message, which may quote data. */
export function errorName(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return error instanceof Error ? `${error.name}${code ? `:${code}` : ""}` : "unknown"
}
