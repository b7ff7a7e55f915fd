import * as React from "react"
import { TopBar } from "./top-bar"
import { Footer } from "./footer"
import { useSiteChrome } from "../hooks/use-site-chrome"

type LayoutProps = {
  children: React.ReactNode
  /** Each page shows its own year (content/site.json footer.copyrightYears). */
  copyrightYear: number
}

export function Layout({ children, copyrightYear }: LayoutProps) {
  const { navigation } = useSiteChrome()
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
      <Footer copyrightYear={copyrightYear} />
    </>
  )
}
