import type { GatsbyBrowser } from "gatsby"
import Modal from "react-modal"
import { PageWrapper } from "./src/components/page-wrapper"
import { isSectionNavigationState } from "./src/lib/go-to-section"
import "./src/styles/global.css"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Dialogs hide the rest of the page from assistive technology while open.
  Modal.setAppElement("#___gatsby")
}

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)

// Section links scroll smoothly themselves (see go-to-section); stop Gatsby jumping to the hash first.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !isSectionNavigationState(routerProps.location.state)
