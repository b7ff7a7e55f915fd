import type { GatsbySSR } from "gatsby"
import * as React from "react"
import { PageWrapper } from "./src/components/page-wrapper"
// The same file global.css declares: preloading it lets headings paint in the brand font at once.
import brandFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-AU" })
  setHeadComponents([
    <link
      key="brand-font"
      rel="preload"
      href={brandFont}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ])
}

// Images are drawn by ResponsiveImage (a plain <picture>, see README), so gatsby-plugin-image's
// wrapper styles and its lazy-loading script would be dead weight in every page's head.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const isImagePluginHead = (component: React.ReactNode) =>
    React.isValidElement(component) && String(component.key).startsWith("gatsby-image-style")
  replaceHeadComponents(getHeadComponents().filter((component) => !isImagePluginHead(component)))
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)
