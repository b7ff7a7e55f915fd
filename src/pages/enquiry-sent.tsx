import { graphql, type HeadFC, type PageProps } from "gatsby"
import { EnquiryResult } from "../components/enquiry-result"
import { Seo } from "../components/seo"
import { requireContent } from "../lib/require-content"

/** The plain HTML form's landing page after the function received the enquiry. */
const EnquirySentPage = ({ data }: PageProps<Queries.EnquirySentPageQuery>) => (
  <EnquiryResult outcome="sent" content={requireContent(data.siteJson, "content/site.json")} />
)

export default EnquirySentPage

export const Head: HeadFC<Queries.EnquirySentPageQuery> = ({ data, location }) => (
  <Seo title={data.siteJson?.enquiryResult.sent.title} pathname={location.pathname}>
    <meta name="robots" content="noindex" />
  </Seo>
)

export const query = graphql`
  query EnquirySentPage {
    siteJson {
      ...EnquiryResultFields
    }
  }
`
