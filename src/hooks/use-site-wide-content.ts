import { graphql, useStaticQuery } from "gatsby"

export function useSiteWideContent() {
  const { site, siteJson } = useStaticQuery<Queries.SiteWideContentQuery>(graphql`
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
          menu
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
  if (!siteJson) throw new Error("content/site.json is missing")
  // Every build has gatsby-config.ts's siteUrl: a production build stops without it (build-environment.ts).
  return { siteUrl: site?.siteMetadata?.siteUrl as string, ...siteJson }
}
