// What a save did to a file, as a reviewer reads it in a pull request: the lines that differ. A file
// whose line count changed is reported whole, since a line-by-line comparison would mislead.

export interface ChangedLine {
  line: number
  before: string
  after: string
}

export function changedLines(before: string, after: string): ChangedLine[] {
  const old = before.split("\n")
  const now = after.split("\n")
  const count = Math.max(old.length, now.length)
  const changed: ChangedLine[] = []
  for (let index = 0; index < count; index += 1) {
    if (old[index] !== now[index])
      changed.push({ line: index + 1, before: old[index] ?? "", after: now[index] ?? "" })
  }
  return changed
}
