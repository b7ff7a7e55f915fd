// How to tell from a build whether it uses a trick, so an A/B run whose two builds came out the same
// (the switch did nothing) fails instead of reporting a difference of nothing. Each reads the home
// page for the trace the trick leaves (src/node/build-output.ts).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { LOADER_ID } from "../../../src/node/build-output.ts"

const homePage = (publicDir) => readFileSync(join(publicDir, "index.html"), "utf8")

export const TRICK_MARKERS = {
  "runtime-deferral": (publicDir) => homePage(publicDir).includes(`id="${LOADER_ID}"`),
  // <GatsbyImage> marks its wrapper in the markup.
  "plain-picture": (publicDir) => !homePage(publicDir).includes("data-gatsby-image-wrapper"),
}

/** Throws unless the build with the trick shows it and the build without does not. */
export function assertBuildsDiffer(trick, withDir, withoutDir) {
  const shows = TRICK_MARKERS[trick]
  if (!shows(withDir)) throw new Error(`the build with ${trick} does not show it (${withDir})`)
  if (shows(withoutDir))
    throw new Error(`the build without ${trick} still shows it (${withoutDir}): the switch did nothing`)
}
