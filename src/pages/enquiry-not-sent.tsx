import { graphql, type HeadFC, type PageProps } from "gatsby"
import { EnquiryResult } from "../components/enquiry-result"
import { Seo } from "../components/seo"
import { requireContent } from "../lib/require-content"

/** The plain HTML form's landing page after the function refused the enquiry (invalid, rate limited, down). */
const EnquiryNotSentPage = ({ data }: PageProps<Queries.EnquiryNotSentPageQuery>) => (
  <EnquiryResult outcome="notSent" content={requireContent(data.siteJson, "content/site.json")} />
)

export default EnquiryNotSentPage

export const Head: HeadFC<Queries.EnquiryNotSentPageQuery> = ({ data, location }) => (
  <Seo title={data.siteJson?.enquiryResult.notSent.title} pathname={location.pathname}>
    <meta name="robots" content="noindex" />
  </Seo>
)

export const query = graphql`
  query EnquiryNotSentPage {
    siteJson {
      ...EnquiryResultFields
    }
  }
`
