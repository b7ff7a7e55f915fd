/** Page queries return null when a content file is missing; fail with the file's name instead. */
export function requireContent<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`${file} is missing or empty; the page cannot be rendered without it`)
  return value
}
