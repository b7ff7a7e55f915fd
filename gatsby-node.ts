import type { GatsbyNode } from "gatsby"
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { problemReport, validateContent } from "./src/node/validate-content"
import { contentTypeDefs, readContentSchemas } from "./src/node/graphql-types"
import { headersFile } from "./src/node/security-headers"
import { deferRuntimeScriptsInBuild } from "./src/node/defer-runtime-scripts"
import { SUPABASE_URL } from "./src/lib/functions-url"

const CONTENT_ERROR = "content"

// Gatsby heads an error with its id and type; without an entry of ours it says "UNKNOWN".
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "CONFIG",
      category: "USER",
    },
  })
}

const contentDir = join(__dirname, "content")

// Stop before building anything when an editor's change breaks a content file.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(contentDir)
  if (problems.length > 0) {
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: problemReport(problems) } })
  }
}

let bootstrapped = false
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true
}

// While `gatsby develop` runs, an edited content file is checked again, so the editor reads the
// same words in the terminal instead of a GraphQL error (the server keeps running).
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "content") return
  const problems = validateContent(contentDir)
  if (problems.length > 0)
    reporter.error({ id: CONTENT_ERROR, context: { sourceMessage: problemReport(problems) } })
  else
    reporter.success(`content checked after the change to content/${String(node.relativePath)}: no problems`)
}

// The content's GraphQL types come from its JSON Schemas (src/node/graphql-types.ts).
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(readContentSchemas(contentDir)))
  actions.createTypes(`
    type SiteSiteMetadata {
      siteUrl: String!
    }
  `)
}

// robots.txt names the sitemap by absolute URL and _headers the function's origin, so both are
// written from the build's configuration.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl
  if (!siteUrl) {
    reporter.panic("siteMetadata.siteUrl is missing in gatsby-config.ts; robots.txt needs it")
    return
  }
  await writeFile(
    join("public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  )
  // The form may only talk to the function's origin.
  const functionOrigin = new URL(SUPABASE_URL).origin
  await writeFile(join("public", "_headers"), headersFile(functionOrigin))
  await deferRuntimeScriptsInBuild("public")
}
