// A page per project category, once the portfolio is long enough that one page of every card is hard
// to use on a phone (sixty cards would be sixty screens). Below that, one category would often hold a
// single card, so the portfolio stays one page, as the spec shows it (docs/architecture.md).

/** How many projects the portfolio has before it offers a page per category. */
export const CATEGORY_PAGES_FROM = 13

export const hasCategoryPages = (projectCount: number) => projectCount >= CATEGORY_PAGES_FROM

/** "Videography & Content Creation" -> /portfolio/videography-content-creation/ */
export const categoryPath = (category: string) =>
  `/portfolio/${category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}/`

/** Each category once, in the order the projects name them. */
export const categoriesOf = (projects: readonly { category: string }[]) => [
  ...new Set(projects.map((project) => project.category)),
]
