import { closest as nearest, distance } from "fastest-levenshtein"

/** The candidate a typo most likely meant (two edits, or a third of its letters, away), if any. */
export function closest(word: string, candidates: string[]): string | undefined {
  const lower = candidates.map((candidate) => candidate.toLowerCase())
  const guess = lower.length > 0 ? nearest(word.toLowerCase(), lower) : ""
  const near = guess && distance(word.toLowerCase(), guess) <= Math.max(2, Math.floor(word.length / 3))
  return near ? candidates[lower.indexOf(guess)] : undefined
}
