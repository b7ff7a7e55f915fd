// A page per project category, once the portfolio is long enough that one page of every card is hard
// to use on a phone (sixty cards would be sixty screens). Below that, one category would often hold a
// single card, so the portfolio stays one page, as the spec shows it (docs/architecture.md). Decided at
// build time (gatsby-node.ts), so the pages' own scripts carry none of it.

/** How many projects the portfolio has before it offers a page per category. */
export const CATEGORY_PAGES_FROM = 13

export type CategoryPage = { name: string; path: string }

/** "Videography & Content Creation" -> /portfolio/videography-content-creation/ */
export const categoryPath = (category: string) =>
  `/portfolio/${category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}/`

/** Each category once, in the order the projects name them; none while the portfolio is short. */
export function categoryPages(projects: readonly { category: string }[]): CategoryPage[] {
  if (projects.length < CATEGORY_PAGES_FROM) return []
  return [...new Set(projects.map((project) => project.category))].map((name) => ({
    name,
    path: categoryPath(name),
  }))
}
