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
  const [menuOpen, setMenuOpen] = React.useState(false)
  const closeMenu = () => setMenuOpen(false)
  const MenuIcon = menuOpen ? X : Menu
  const sectionLinks = (className: string) =>
    SECTIONS.map((section) => (
      <li key={section}>
        <SectionLink section={section} className={className} onNavigate={closeMenu}>
          {navigation[section]}
        </SectionLink>
      </li>
    ))

  React.useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false)
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [menuOpen])

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink/10 bg-cream/95 backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-md font-bold tracking-tight focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink"
          onClick={closeMenu}
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
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? navigation.closeMenu : navigation.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon className="h-6 w-6" aria-hidden="true" />
        </button>
      </nav>

      {menuOpen && (
        <div id="mobile-menu" className="border-t border-ink/10 bg-cream md:hidden">
          <ul className="container-page flex flex-col gap-1 py-4">
            {sectionLinks(`block ${linkClass}`)}
            <li className="pt-2">
              <Link to="/process/" className="btn-primary w-full" onClick={closeMenu}>
                {navigation.getStarted}
              </Link>
            </li>
          </ul>
        </div>
      )}
    </header>
  )
}
