import type { GatsbySSR } from "gatsby"
import { PageWrapper } from "./src/components/page-wrapper"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-AU" })
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)
