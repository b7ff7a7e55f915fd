// The browser editor at /admin/ (gatsby-plugin-decap-cms builds it apart from the site: visitors'
// pages never load it), with its collections from the schemas; the CSS here is the site's, for the previews.
import CMS from "decap-cms-app"
import "../styles/global.css"
import type { ContentFileName, JsonSchema } from "../lib/content-schema"
import site from "../../content/schemas/site.schema.json"
import services from "../../content/schemas/services.schema.json"
import projects from "../../content/schemas/projects.schema.json"
import process from "../../content/schemas/process.schema.json"
import privacy from "../../content/schemas/privacy.schema.json"
import { CONTENT_FORMAT, decapConfig } from "./decap-config"
import { contentJsonFormat } from "./content-json-format"
import { PrivacyPreview, ProcessPreview, ProjectPreview, ServicePreview } from "./previews"
import { editorBackend } from "./backend"

const schemas = { site, services, projects, process, privacy } as Record<ContentFileName, JsonSchema>

// On a phone (phone-layout.css) the preview takes the form's place, so it starts hidden: Decap shows it
// unless its "cms.preview-visible" holds "false", where it also keeps the editor's toggle.
const previewVisible = "cms.preview-visible"
if (getComputedStyle(document.documentElement).getPropertyValue("--phone-layout"))
  localStorage.setItem(previewVisible, localStorage.getItem(previewVisible) ?? "false")

CMS.registerCustomFormat(CONTENT_FORMAT, "json", contentJsonFormat(schemas))
// A collection's preview shows the one entry being edited; a file's, the whole file.
CMS.registerPreviewTemplate("projects", ProjectPreview)
CMS.registerPreviewTemplate("services", ServicePreview)
CMS.registerPreviewTemplate("process", ProcessPreview)
CMS.registerPreviewTemplate("privacy", PrivacyPreview)
CMS.init({ config: decapConfig(schemas, editorBackend()) })
