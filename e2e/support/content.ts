// The editors' content, so the browser tests expect exactly what the site should show.
import siteFile from "../../content/site.json"
import servicesFile from "../../content/services.json"
import projectsFile from "../../content/projects.json"
import processFile from "../../content/process.json"
import privacyFile from "../../content/privacy.json"

export const site = siteFile
export const { services } = servicesFile
export const { projects } = projectsFile
export const { steps } = processFile
export const privacy = privacyFile
