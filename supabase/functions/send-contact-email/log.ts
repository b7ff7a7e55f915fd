// One JSON line per request: what happened and how long it took, never what the visitor wrote.
export type RequestLog = {
  outcome: string
  status: number
  durationMs: number
  enquiryId?: string
  detail?: string
}

export type Logger = (entry: RequestLog & Record<string, unknown>) => void

export const jsonLogger: Logger = (entry) => {
  console.log(JSON.stringify({ time: new Date().toISOString(), fn: "send-contact-email", ...entry }))
}
