/** Fills `{name}` placeholders in a content template, leaving unknown ones visible so a typo is noticed. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
