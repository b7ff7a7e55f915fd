import { Link } from "gatsby"
import { Logo } from "./logo"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { fill } from "../lib/format"
import { PRIVACY_PATH } from "../lib/constants"

type FooterProps = { page: keyof Queries.SiteCopyrightYears }

export function Footer({ page }: FooterProps) {
  const { name, footer } = useSiteMetadata()
  return (
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
          <p>{fill(footer.copyright, { year: footer.copyrightYears[page], name })}</p>
        </div>
      </div>
    </footer>
  )
}
