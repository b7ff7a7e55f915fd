import { distance } from "fastest-levenshtein"

/** The candidate a typo most likely meant (two edits, or a third of its letters, away), if any. */
export function closest(word: string, candidates: string[]): string | undefined {
  const limit = Math.max(2, Math.floor(word.length / 3))
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const off = distance(word.toLowerCase(), candidate.toLowerCase())
    if (off <= limit && (!best || off < best.distance)) best = { candidate, distance: off }
  }
  return best?.candidate
}
