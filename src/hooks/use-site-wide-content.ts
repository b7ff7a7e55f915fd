import { graphql, useStaticQuery } from "gatsby"

/** What every page shares: the site's URL, name and description, navigation labels and footer. */
export function useSiteWideContent() {
  const data = useStaticQuery<Queries.SiteWideContentQuery>(graphql`
    query SiteWideContent {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        description
        navigation {
          skipToContent
          services
          about
          contact
          getStarted
          openMenu
          closeMenu
          closeDialog
        }
        footer {
          tagline
          copyright
          privacyLink
          copyrightYears {
            home
            portfolio
            process
          }
        }
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl || !data.siteJson)
    throw new Error("siteMetadata.siteUrl (gatsby-config.ts) or content/site.json is missing")
  return { siteUrl, ...data.siteJson }
}
