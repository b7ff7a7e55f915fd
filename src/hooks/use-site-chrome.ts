import { graphql, useStaticQuery } from "gatsby"

/** The agency name, navigation labels and footer copy shared by every page. */
export function useSiteChrome() {
  const data = useStaticQuery<Queries.SiteChromeQuery>(graphql`
    query SiteChrome {
      siteJson {
        name
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
        }
      }
    }
  `)
  if (!data.siteJson)
    throw new Error("content/site.json is missing: the site name and navigation come from it")
  return data.siteJson
}
