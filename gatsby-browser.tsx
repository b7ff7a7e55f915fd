import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import type { Renderer } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"
export { wrapPageElement } from "./src/components/page-wrapper"
import { isSectionNavigationState } from "./src/lib/go-to-section"
import { markPageHydrating } from "./src/lib/on-demand"
import "./src/styles/global.css"

// `gatsby develop` only (a constant condition: production ships none of it): broken content's banner.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.NODE_ENV === "development")
    void import("./src/develop/content-problems").then(({ watchContentProblems }) => watchContentProblems())
}

// Section links scroll smoothly themselves (see go-to-section); stop Gatsby jumping to the hash first.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !isSectionNavigationState(routerProps.location.state)

// Hydration as a transition works in slices of a few milliseconds, so a tap during it is answered
// between them (Lighthouse: the 30 to 130 ms tasks on / are gone). A page develop sent bare is rendered.
function hydrateInTransition(element: ReactElement, container: Element) {
  if (!container.hasChildNodes()) return createRoot(container).render(element)
  markPageHydrating()
  startTransition(() => void hydrateRoot(container, element))
}

// Gatsby's type still describes ReactDOM.render's legacy signature; its runtime ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer
