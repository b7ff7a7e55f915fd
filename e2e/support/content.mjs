// The editors' content, so the browser tests expect exactly what the site should show.
export { projects, services, site, steps } from "../../scripts/lib/content.mjs"
