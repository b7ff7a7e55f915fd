import type { GatsbySSR } from "gatsby"
export { wrapPageElement } from "./src/components/page-wrapper"
import { ENQUIRY_FORM_GUARD } from "./src/lib/enquiry-form-guard"
// The same file global.css declares: preloading it lets headings paint in the brand font at once.
import brandFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
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
  // The enquiry form is on the home page only.
  if (pathname === "/")
    setPostBodyComponents([
      <script key="enquiry-form-guard" dangerouslySetInnerHTML={{ __html: ENQUIRY_FORM_GUARD }} />,
    ])
}
