import { Link } from "gatsby"
import { categoryPath } from "../lib/portfolio-categories"

type CategoryLinksProps = {
  categories: readonly string[]
  /** What assistive technology calls the list, and the link to the whole portfolio. */
  label: string
  all: string
}

const linkClass =
  "inline-block rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold text-ink-soft hover:border-ink hover:text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"

/** Plain links, one pre-rendered page each, so they work before and without JavaScript. */
export function CategoryLinks({ categories, label, all }: CategoryLinksProps) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {[[all, "/portfolio/"], ...categories.map((category) => [category, categoryPath(category)])].map(
          ([text, path]) => (
            <li key={path}>
              <Link to={path} className={linkClass}>
                {text}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
