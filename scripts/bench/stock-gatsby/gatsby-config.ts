// gatsby-starter-minimal-ts with what our hero needs: the image plugins and its one picture.
import type { GatsbyConfig } from "gatsby"
import { join } from "node:path"
import site from "../../../content/site.json"

const config: GatsbyConfig = {
  siteMetadata: { title: "Stock Gatsby", siteUrl: "http://127.0.0.1" },
  graphqlTypegen: false,
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "hero", path: join(__dirname, "../../../content", site.hero.image) },
    },
  ],
}

export default config
