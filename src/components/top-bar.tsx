import * as React from "react"
import { Link } from "gatsby"
import { Menu, X } from "lucide-react"
import { Logo } from "./logo"
import { SectionLink } from "./section-link"
import { useSiteWideContent } from "../hooks/use-site-wide-content"
import { SECTIONS } from "../lib/constants"

const linkClass =
  "rounded-md px-3 py-2 font-medium text-ink-soft transition-colors hover:text-ink hover:bg-cream-deep focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink"

export function TopBar() {
  const { name, navigation } = useSiteWideContent()
  const menu = React.useRef<HTMLDivElement>(null)
  // A popover opens, closes (Escape, a tap outside) and says so to screen readers without script; where React
  // runs, a choice keeps the page, so close it. React 18 renders popover attributes; its types lack them.
  const closeMenu = () => menu.current?.hidePopover()
  const sectionLinks = (className: string) =>
    SECTIONS.map((section) => (
      <li key={section}>
        <SectionLink section={section} className={className} onNavigate={closeMenu}>
          {navigation[section]}
        </SectionLink>
      </li>
    ))

  return (
    <header className="group fixed inset-x-0 top-0 z-40 border-b border-ink/10 bg-cream/95 backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-md font-bold tracking-tight focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink"
        >
          <Logo />
          <span className="text-lg">{name}</span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">{sectionLinks(linkClass)}</ul>
        <Link to="/process/" className="btn-primary hidden py-2 md:inline-flex">
          {navigation.getStarted}
        </Link>

        <button
          type="button"
          className="rounded-md p-2 text-ink hover:bg-cream-deep focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink md:hidden"
          aria-label={navigation.menu}
          {...{ popovertarget: "mobile-menu" }}
        >
          <Menu className="h-6 w-6 group-has-[:popover-open]:hidden" aria-hidden="true" />
          <X className="hidden h-6 w-6 group-has-[:popover-open]:block" aria-hidden="true" />
        </button>
      </nav>

      {/* Its classes place it under the top bar, where the browser's popover styles would centre it. */}
      <div
        id="mobile-menu"
        ref={menu}
        {...{ popover: "auto" }}
        className="inset-x-0 bottom-auto top-16 m-0 w-full border-y border-ink/10 bg-cream p-0 text-ink md:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {sectionLinks(`block ${linkClass}`)}
          <li className="pt-2">
            <Link to="/process/" className="btn-primary w-full" onClick={closeMenu}>
              {navigation.getStarted}
            </Link>
          </li>
        </ul>
      </div>
    </header>
  )
}
