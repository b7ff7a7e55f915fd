// The enquiry function's log lines (the format is _shared/log.ts's): what happened and how long it
// took, with the enquiry's id, never what the visitor wrote.
import { jsonLines, type LogFields } from "../_shared/log.ts"

export type LogEntry = LogFields & { enquiryId?: string }

export type Logger = (entry: LogEntry) => void

export function jsonLogger(configProblems: readonly string[], write = console.log): Logger {
  return jsonLines<LogEntry>("send-contact-email", configProblems, write)
}
