import { Link } from "gatsby"
import type { CategoryPage } from "../lib/portfolio-categories"

type CategoryLinksProps = {
  categories: readonly CategoryPage[]
  /** What assistive technology calls the list, and the link to the whole portfolio. */
  label: string
  all: string
}

// The browser's own focus ring; the current page's link filled in.
const linkClass =
  "block rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold aria-[current=page]:bg-ink aria-[current=page]:text-white"

/** Plain links, one pre-rendered page each, so they work before and without JavaScript. */
export function CategoryLinks({ categories, label, all }: CategoryLinksProps) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {[{ name: all, path: "/portfolio/" }, ...categories].map(({ name, path }) => (
          <li key={path}>
            <Link to={path} className={linkClass}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
