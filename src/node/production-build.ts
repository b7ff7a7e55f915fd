// `gatsby develop` writes development output (the editor's cms.js, the icons, og-image.jpg) into the
// public/ a production build wrote, so serving it could show that as the release. A production build
// leaves this marker outside public/, develop removes it as it starts; `npm run serve` needs it.
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"

export const PRODUCTION_BUILD_MARKER = join(".cache", "production-build.json")

/** The end of a production build: public/ is exactly what `gatsby build` wrote. */
export function markProductionBuild(root: string): void {
  const marker = join(root, PRODUCTION_BUILD_MARKER)
  mkdirSync(dirname(marker), { recursive: true })
  writeFileSync(
    marker,
    `${JSON.stringify({ command: "gatsby build", finishedAt: new Date().toISOString() })}\n`,
  )
}

/** From the start of `gatsby develop`, public/ is no longer only the production build's. */
export function forgetProductionBuildWhenDeveloping(root: string): void {
  if (process.env.gatsby_executing_command === "develop")
    rmSync(join(root, PRODUCTION_BUILD_MARKER), { force: true })
}
