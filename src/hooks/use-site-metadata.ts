import { graphql, useStaticQuery } from "gatsby"

/** The canonical site URL and the default description used in every page's head. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        description
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl || !data.siteJson)
    throw new Error("siteMetadata.siteUrl (gatsby-config.ts) or content/site.json is missing")
  return { siteUrl, name: data.siteJson.name, description: data.siteJson.description }
}
