// The editors' content, so the browser tests expect exactly what the site should show: projects and
// services in the pages' order.
import { join } from "node:path"
import siteFile from "../../content/site.json"
import processFile from "../../content/process.json"
import privacyFile from "../../content/privacy.json"
import { readEntries } from "../../src/node/content-files"

// The files' fields, typed by the pages' own fragments (src/gatsby-types.d.ts).
type Service = Omit<Queries.ServiceFieldsFragment, "slug">
type Project = Omit<Queries.ProjectFieldsFragment, "slug" | "image"> & { image: string }

const contentDir = join(__dirname, "..", "..", "content")
export const site = siteFile
export const services = readEntries<Service>(contentDir, "services")
export const projects = readEntries<Project>(contentDir, "projects")
export const { steps } = processFile
export const privacy = privacyFile
