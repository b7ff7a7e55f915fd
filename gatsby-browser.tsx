import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import type { Renderer } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"
import { PageWrapper } from "./src/components/page-wrapper"
import { isSectionNavigationState } from "./src/lib/go-to-section"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)

// `gatsby develop` only: a banner while a saved content file is broken (a constant condition, so a
// production build drops the import and ships none of it).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.NODE_ENV === "development")
    void import("./src/develop/content-problems").then(({ watchContentProblems }) => watchContentProblems())
}

// Section links scroll smoothly themselves (see go-to-section); stop Gatsby jumping to the hash first.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !isSectionNavigationState(routerProps.location.state)

// Hydration runs as a transition, so React works through the page in slices of a few milliseconds and
// a tap during hydration is answered between them, instead of one long task blocking the phone's main
// thread (in Lighthouse's trace of /, the 30 to 130 ms hydration tasks are gone). `gatsby develop`
// renders pages in the browser only, so there is nothing to hydrate there.
function hydrateInTransition(element: ReactElement, container: Element) {
  if (!container.hasChildNodes()) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

// Gatsby's type still describes ReactDOM.render's legacy signature; its runtime ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer
