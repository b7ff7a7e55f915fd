// The editors' site-wide content file, as the scripts read it.
import { readFileSync } from "node:fs"

export const site = JSON.parse(readFileSync(new URL("../../content/site.json", import.meta.url), "utf8"))
