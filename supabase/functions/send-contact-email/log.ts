// The enquiry function's log lines, in _shared/log.ts's format.
import { jsonLines, type LogFields } from "../_shared/log.ts"

export type LogEntry = LogFields
export type Logger = (entry: LogEntry) => void

export function jsonLogger(configProblems: readonly string[], write = console.log): Logger {
  return jsonLines("send-contact-email", configProblems, write)
}
