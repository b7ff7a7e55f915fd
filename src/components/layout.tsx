import * as React from "react"
import { TopBar } from "./top-bar"
import { Footer } from "./footer"
import { useSiteMetadata } from "../hooks/use-site-metadata"

type LayoutProps = {
  children: React.ReactNode
  /** Whose copyright year the footer shows (content/site.json footer.copyrightYears). */
  page: keyof Queries.SiteCopyrightYears
}

export function Layout({ children, page }: LayoutProps) {
  const { navigation } = useSiteMetadata()
  return (
    <>
      <a
        href="#main"
        className="sr-only left-4 top-4 z-50 rounded-md bg-ink px-4 py-2 text-cream focus:not-sr-only focus:fixed"
      >
        {navigation.skipToContent}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <Footer page={page} />
    </>
  )
}
