import type { GatsbyBrowser } from "gatsby"
import { PageWrapper } from "./src/components/page-wrapper"
import { isSectionNavigationState } from "./src/lib/go-to-section"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)

// Section links scroll smoothly themselves (see go-to-section); stop Gatsby jumping to the hash first.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !isSectionNavigationState(routerProps.location.state)
