/** Fills `{name}` placeholders in a content template, leaving unknown ones visible so a typo is noticed. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/**
 * "2026-11-25" -> "25 November 2026", as Australians write a date. Read and written in UTC, so the
 * pre-rendered page and the visitor's browser agree whatever their time zones.
 */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
