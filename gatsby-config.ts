import type { GatsbyConfig } from "gatsby"
import { readFileSync } from "node:fs"
import brandColors from "./src/styles/brand-colors.json"
import type siteContent from "./content/site.json"
import { ENQUIRY_RESULT_PAGES } from "./supabase/functions/_shared/enquiry-fields"
import { prepareEnvironment, siteUrl } from "./src/node/build-environment"

// .env.development / .env.production; gatsby-node's onPluginInit stops a production build without its values.
prepareEnvironment(__dirname)
// Read, not imported: an import joins Gatsby's compiled config, whose every change voids webpack's cache.
const site = JSON.parse(readFileSync(`${__dirname}/content/site.json`, "utf8")) as typeof siteContent
const developing = process.env.gatsby_executing_command === "develop"

const config: GatsbyConfig = {
  // siteUrl is missing only in a production build without its values, which onPluginInit stops, naming them.
  siteMetadata: { siteUrl: siteUrl() },
  graphqlTypegen: {
    // `gatsby build` keeps the committed types in step with the schema; `gatsby develop` and the test builds
    // (TYPES_OUTPUT) write their own copy, so neither an editor's saves nor they rewrite what typecheck reads.
    typesOutputPath: developing
      ? ".cache/typegen/gatsby-types.d.ts"
      : (process.env.TYPES_OUTPUT ?? "src/gatsby-types.d.ts"),
    generateOnBuild: true,
  },
  // Every page is a folder's index.html, which Cloudflare Pages serves at the URL with a slash and
  // redirects to from the one without: so every URL the site names ends with one (docs/deploying.md, "URLs").
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // `gatsby develop` sends each page's HTML too, as the host does: `npm start` works with JavaScript off.
  flags: { DEV_SSR: true },
  plugins: [
    "gatsby-plugin-postcss",
    // Not gatsby-plugin-image: its head styles and script in every page serve only <GatsbyImage>,
    // which the site does not render (src/components/responsive-image.tsx).
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/schemas/**"] },
    },
    // gatsby-transformer-json turns content/*.json into nodes, called from gatsby-node.ts's onCreateNode.
    {
      // The editor at /admin/, its own bundle (src/cms/cms.tsx): not a Gatsby page, so it is in no
      // sitemap and no visitor's page loads its code.
      resolve: `${__dirname}/src/cms/admin-plugin`,
      options: {
        modulePath: `${__dirname}/src/cms/cms.tsx`,
        manualInit: true,
        enableIdentityWidget: false,
        includeRobots: false,
        htmlTitle: `${site.name}: content editor`,
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // The enquiry form's result pages (supabase/functions/_shared/enquiry-fields.ts) are no
      // one's landing page from a search; the plugin leaves out the 404 pages itself.
      options: { excludes: Object.values(ENQUIRY_RESULT_PAGES) },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        start_url: "/",
        background_color: brandColors.cream.DEFAULT,
        theme_color: brandColors.ink.DEFAULT,
        display: "standalone",
        icon: "src/images/icon.svg",
      },
    },
  ],
}

export default config
