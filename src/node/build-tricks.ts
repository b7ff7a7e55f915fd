// Which of build-output.ts's tricks a build uses, read in this one place so the benchmark's A/B mode
// (scripts/bench/ab.mjs) can build the same commit with one trick left out and measure the difference.
//
//   GATSBY_BENCH_WITHOUT=runtime-deferral,plain-picture
//
// The GATSBY_ prefix is what makes Gatsby hand the variable to gatsby-ssr.tsx as well: its webpack
// build replaces `process.env` with an empty object except for GATSBY_* names. Unset, every trick is
// on, which is what every real build ships.

export const BUILD_TRICKS = ["runtime-deferral", "plain-picture"] as const
export type BuildTrick = (typeof BUILD_TRICKS)[number]

const isBuildTrick = (name: string): name is BuildTrick => (BUILD_TRICKS as readonly string[]).includes(name)

/** The tricks a comma-separated list leaves out; a name that is not a trick throws (a typo would measure nothing). */
export function parseTricksLeftOut(list: string | undefined): Set<BuildTrick> {
  const names = (list ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !isBuildTrick(name))
  if (unknown.length)
    throw new Error(
      `GATSBY_BENCH_WITHOUT names no such trick: ${unknown.join(", ")} (known: ${BUILD_TRICKS.join(", ")})`,
    )
  return new Set(names.filter(isBuildTrick))
}

/** Whether a build uses a trick. */
export function usesTrick(
  trick: BuildTrick,
  leftOut = parseTricksLeftOut(process.env.GATSBY_BENCH_WITHOUT),
): boolean {
  return !leftOut.has(trick)
}
