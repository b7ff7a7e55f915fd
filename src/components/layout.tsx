import * as React from "react"
import { Link } from "gatsby"
import { Logo } from "./logo"
import { TopBar } from "./top-bar"
import { useSiteWideContent } from "../hooks/use-site-wide-content"
import { fill } from "../lib/format"
import { PRIVACY_PATH } from "../lib/constants"

type LayoutProps = {
  children: React.ReactNode
  /** The page whose copyright year the footer shows (site.json footer.copyrightYears); unset, the home page. */
  copyrightYearOf?: keyof Queries.SiteCopyrightYears
}

export function Layout({ children, copyrightYearOf = "home" }: LayoutProps) {
  const { name, navigation, footer } = useSiteWideContent()
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
      <footer className="bg-ink text-cream">
        <div className="container-page flex flex-col gap-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <Logo className="h-8 w-8" />
            <p className="max-w-md text-cream/80">{footer.tagline}</p>
          </div>
          <div className="flex flex-col gap-2 text-sm text-cream/80 sm:items-end">
            <Link
              to={PRIVACY_PATH}
              className="underline underline-offset-4 hover:text-cream focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun"
            >
              {footer.privacyLink}
            </Link>
            <p>{fill(footer.copyright, { year: footer.copyrightYears[copyrightYearOf], name })}</p>
          </div>
        </div>
      </footer>
    </>
  )
}
