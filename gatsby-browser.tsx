import type { GatsbyBrowser } from "gatsby"
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
