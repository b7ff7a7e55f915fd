import type { GatsbyNode } from "gatsby"
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { problemReport, problemsHeading, validateContent } from "./src/node/validate-content"
import { CONTENT_PROBLEMS_PATH, type ContentCheck } from "./src/develop/content-problems"
import { productionBuildProblem, siteUrl } from "./src/node/build-environment"
import { headerRules, headersFile } from "./src/node/security-headers"
import { inlineSourcesOfPages } from "./src/node/inline-sources"
import { deferRuntimeScriptsInBuild } from "./src/node/build-output"
import { contentTypeDefs } from "./src/node/graphql-types"
import { readContentSchemas } from "./src/node/content-files"
import { isCollection, pascalCase } from "./src/lib/content-schema"
import { onCreateNode as createJsonNodes } from "gatsby-transformer-json/gatsby-node"
import { supabaseUrl } from "./src/lib/functions-url"
import { writeSignInPage } from "./src/node/sign-in-page"
import { forgetProductionBuildWhenDeveloping, markProductionBuild } from "./src/node/production-build"

const CONTENT_ERROR = "content"
const ENVIRONMENT_ERROR = "environment"

// Gatsby heads an error with its id and type; without an entry of ours it says "UNKNOWN".
const userConfigError = {
  text: (context: { sourceMessage: string }) => context.sourceMessage,
  level: "ERROR",
  type: "CONFIG",
  category: "USER",
} as const
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({ [CONTENT_ERROR]: userConfigError, [ENVIRONMENT_ERROR]: userConfigError })
  // Before anything is built (gatsby-config.ts loaded .env.production first).
  const problem = productionBuildProblem()
  if (problem) reporter.panic({ id: ENVIRONMENT_ERROR, context: { sourceMessage: problem } })
}

const contentDir = join(__dirname, "content")

export const onPreInit: GatsbyNode["onPreInit"] = () => forgetProductionBuildWhenDeveloping(__dirname)

// Stop before building anything when an editor's change breaks a content file.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(contentDir)
  if (problems.length > 0)
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: problemReport(problems) } })
}

let bootstrapped = false
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true
}

// While `gatsby develop` runs, an edited content file is checked again: the editor reads the same
// words in the terminal instead of a GraphQL error, and in a banner on the page (content-problems.ts).
let latestCheck: ContentCheck = { heading: "", problems: [] }
const checkContent = (): ContentCheck => {
  const problems = validateContent(contentDir)
  return { heading: problems.length > 0 ? problemsHeading(problems.length) : "", problems }
}

// Each content file's last text that passed the check, handed to gatsby-transformer-json instead of a
// broken save: the site keeps the last content that worked, and no stack trace hides the message.
const lastGoodText = new Map<string, string>()

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, reporter, loadNodeContent } = args
  if (node.internal.type !== "File" || node.sourceInstanceName !== "content") return
  const label = `content/${String(node.relativePath)}`
  // Before bootstrap, onPreBootstrap has already checked every file.
  if (bootstrapped) {
    latestCheck = checkContent()
    const { problems } = latestCheck
    if (problems.length > 0)
      reporter.error({ id: CONTENT_ERROR, context: { sourceMessage: problemReport(problems) } })
    else reporter.success(`content checked after the change to ${label}: no problems`)
  }
  if (node.internal.mediaType !== "application/json") return
  const text = await loadNodeContent(node)
  if (!latestCheck.problems.some((problem) => problem.startsWith(`${label}:`))) lastGoodText.set(label, text)
  const good = lastGoodText.get(label)
  // A new file that has never been right has no content to show yet.
  if (good === undefined) return
  // A collection's entry (content/projects/<slug>.json) is a node of its folder's type with its file's
  // name as its slug; any other file is a node named after itself (site.json -> SiteJson).
  const folder = String(node.relativeDirectory)
  const entry = isCollection(folder)
  const content = entry ? JSON.stringify({ ...JSON.parse(good), slug: node.name }) : good
  await createJsonNodes(
    { ...args, loadNodeContent: () => Promise.resolve(content) },
    { plugins: [], typeName: ({ node: file }) => `${pascalCase(entry ? folder : file.name)}Json` },
  )
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  // Gatsby types its develop server (Express) as `any`; only `json` is used.
  const server = app as {
    get(path: string, handle: (request: unknown, response: { json(body: unknown): void }) => void): void
  }
  // Checked again on each request: the banner stays true to the files even when the file watcher
  // misses a save, which it does under load.
  server.get(CONTENT_PROBLEMS_PATH, (_request, response) => response.json(checkContent()))
}

// Browser files idle here that cost every page: the manifest plugin's (for localised manifests) and Partytown's
// (for `gatsby develop`) `require` all of Gatsby's browser API; no plugin asks for a service worker.
const IDLE_BROWSER_FILES = ["gatsby-plugin-manifest", "gatsby/dist/internal-plugins/partytown"]
  .map((plugin) => `node_modules/${plugin}/gatsby-browser.js`)
  .concat(".cache/register-service-worker.js")
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  const idle = Object.fromEntries(IDLE_BROWSER_FILES.map((file) => [join(__dirname, file), false]))
  if (stage === "build-javascript") actions.setWebpackConfig({ resolve: { alias: idle } })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(readContentSchemas(contentDir)))
  actions.createTypes("type SiteSiteMetadata { siteUrl: String! }")
}

// Written from the build: robots.txt names the sitemap by absolute URL, the sign-in page the cms-auth
// function, and _headers the functions' origin and the inline code's hashes.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await writeFile(
    join("public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap-index.xml\n`,
  )
  const pages = await deferRuntimeScriptsInBuild("public")
  // Beside the editor (/admin/), which gatsby-plugin-decap-cms built: its GitHub sign-in popup.
  await writeSignInPage("public", join(__dirname, "src", "cms", "sign-in-popup.ts"), supabaseUrl())
  // The form may only talk to the function's origin.
  const input = { functionOrigin: new URL(supabaseUrl()).origin, inline: inlineSourcesOfPages(pages) }
  await writeFile(join("public", "_headers"), headersFile(headerRules(input)))
  reporter.info(
    `public/_headers: ${input.inline.scripts.length} inline script and ${input.inline.styles.length} inline style hashes in the Content-Security-Policy`,
  )
  markProductionBuild(__dirname)
}
