import type { GatsbyConfig } from "gatsby"
import { readFileSync } from "node:fs"
import brandColors from "./src/styles/brand-colors.json"

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
      // The browser editor at /admin/: gatsby-plugin-decap-cms through src/cms/admin-plugin, built as
      // its own bundle (src/cms/cms.tsx); noindex, and not a
      // Gatsby page, so it is in no sitemap and no visitor's page loads its code.
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
      options: { excludes: ["/404", "/404.html", "/dev-404-page"] },
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
