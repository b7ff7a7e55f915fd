import type { GatsbySSR } from "gatsby"
import { PageWrapper } from "./src/components/page-wrapper"
// The same file global.css declares: preloading it lets headings paint in the brand font at once.
import brandFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-AU" })
  setHeadComponents([
    <link key="brand-font" rel="preload" href={brandFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)
