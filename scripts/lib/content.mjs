// The editors' content files, read as the site's scripts and tests expect them.
import { readFileSync } from "node:fs"

const read = (name) =>
  JSON.parse(readFileSync(new URL(`../../content/${name}.json`, import.meta.url), "utf8"))

export const site = read("site")
export const { services } = read("services")
export const { projects } = read("projects")
export const { steps } = read("process")
export const privacy = read("privacy")
