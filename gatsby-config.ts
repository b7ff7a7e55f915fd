import type { GatsbyConfig } from "gatsby"
import { readFileSync } from "node:fs"
import brandColors from "./src/styles/brand-colors.json"
import { ENQUIRY_RESULT_PAGES } from "./supabase/functions/_shared/enquiry-form-post"

// The installed app's names come from the editors' content, like every other text.
const site = JSON.parse(readFileSync(`${__dirname}/content/site.json`, "utf8")) as {
  name: string
  shortName: string
}

// The canonical origin of the production site; override per environment (e.g. a preview deploy).
const siteUrl = (process.env.SITE_URL ?? "https://roamcreative.com.au").replace(/\/$/, "")

const pascalCase = (name: string) =>
  name.replace(/(^|[-_\s]+)(\w)/g, (_match, _separator: string, letter: string) => letter.toUpperCase())

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    // Keeps the committed types in step with the schema whenever the site is built.
    generateOnBuild: true,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/schemas/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Name every type after its file (site.json -> SiteJson), objects and arrays alike;
        // by default an object file would be named after its folder.
        typeName: ({ node }: { node: { name: string } }) => `${pascalCase(node.name)}Json`,
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // The enquiry form's result pages (supabase/functions/_shared/enquiry-form-post.ts) are no
      // one's landing page from a search.
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page", ...Object.values(ENQUIRY_RESULT_PAGES)],
      },
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
