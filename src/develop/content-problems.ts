// `gatsby develop` only. When a saved content file is broken, Gatsby keeps serving the last content
// that worked, which looks as if all were well; this banner says it is not, with the terminal's lines,
// until the file is fixed. The develop server answers CONTENT_PROBLEMS_PATH (gatsby-node.ts).
export const CONTENT_PROBLEMS_PATH = "/__content-problems"
/** No heading and no problems when the content is fine. */
export type ContentCheck = { heading: string; problems: string[] }

const BANNER_ID = "content-problems"
const CHECK_EVERY_MS = 1500
const STALE_PAGE_NOTE = "This page still shows the last content that worked."

export function watchContentProblems() {
  let shown = ""
  const check = async () => {
    try {
      const response = await fetch(CONTENT_PROBLEMS_PATH, { cache: "no-store" })
      const result = (await response.json()) as ContentCheck
      const key = JSON.stringify(result)
      if (key !== shown) showProblems(result)
      shown = key
    } catch {
      // The develop server is restarting; the next check will tell.
    }
  }
  void check()
  window.setInterval(() => void check(), CHECK_EVERY_MS)
}

// Styled inline: the site's stylesheet only has the classes its own pages use.
const BANNER_STYLE =
  "position:fixed;inset-inline:0;top:0;z-index:2147483647;max-height:60vh;overflow:auto;padding:1rem;" +
  "background:#fff;color:#111827;border-bottom:4px solid #b91c1c;box-shadow:0 4px 12px rgb(0 0 0 / 0.2);" +
  "font-size:0.875rem"

function showProblems({ heading, problems }: ContentCheck) {
  document.getElementById(BANNER_ID)?.remove()
  if (problems.length === 0) return
  const banner = Object.assign(document.createElement("section"), { id: BANNER_ID })
  banner.setAttribute("role", "alert")
  banner.setAttribute("aria-labelledby", `${BANNER_ID}-heading`)
  banner.style.cssText = BANNER_STYLE
  const title = Object.assign(document.createElement("h2"), { id: `${BANNER_ID}-heading` })
  title.textContent = `${heading.replace(/:$/, ".")} ${STALE_PAGE_NOTE}`
  title.style.cssText = "margin:0 0 0.5rem;font-size:1rem;font-weight:700;color:#991b1b"
  const list = document.createElement("ul")
  list.style.cssText = "padding-left:1.25rem;list-style:disc;font-family:monospace"
  const item = (problem: string) => Object.assign(document.createElement("li"), { textContent: problem })
  list.append(...problems.map(item))
  banner.append(title, list)
  document.body.append(banner)
}
