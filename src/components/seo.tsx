import * as React from "react"
import { useSiteWideContent } from "../hooks/use-site-wide-content"

type SeoProps = {
  title?: string
  description?: string
  pathname: string
  /** False for a page that must not be indexed (the 404 page): it names no canonical URL. */
  canonical?: boolean
  children?: React.ReactNode
}

/** Title, description, canonical URL and Open Graph tags for a page's Head; the manifest plugin adds theme-color. */
export function Seo({ title, description, pathname, canonical = true, children }: SeoProps) {
  const site = useSiteWideContent()
  const fullTitle = title ? `${title} | ${site.name}` : site.name
  const metaDescription = description ?? site.description
  // As the host serves it without a redirect: every page is a folder's index.html (trailingSlash).
  const url = `${site.siteUrl}${pathname.endsWith("/") ? pathname : `${pathname}/`}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {canonical && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      {canonical && <meta property="og:url" content={url} />}
      <meta property="og:image" content={`${site.siteUrl}/og-image.jpg`} />
      <meta property="og:locale" content="en_AU" />
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  )
}
