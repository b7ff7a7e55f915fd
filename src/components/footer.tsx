import { Logo } from "./logo"
import { useSiteChrome } from "../hooks/use-site-chrome"
import { fill } from "../lib/format"

type FooterProps = { copyrightYear: number }

export function Footer({ copyrightYear }: FooterProps) {
  const { name, footer } = useSiteChrome()
  return (
    <footer className="bg-ink text-cream">
      <div className="container-page flex flex-col gap-4 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Logo className="h-8 w-8" />
          <p className="max-w-md text-cream/80">{footer.tagline}</p>
        </div>
        <p className="text-sm text-cream/80">{fill(footer.copyright, { year: copyrightYear, name })}</p>
      </div>
    </footer>
  )
}
