import { graphql, type HeadFC, type PageProps } from "gatsby"
import { EnquiryResult, EnquiryResultHead } from "../components/enquiry-result"
import { requireContent } from "../lib/require-content"

// The plain HTML form's landing page after the function received the enquiry.
const EnquirySentPage = ({ data }: PageProps<Queries.EnquirySentPageQuery>) => {
  const site = requireContent(data.siteJson, "content/site.json")
  return <EnquiryResult page={site.enquiryResult.sent} />
}

export default EnquirySentPage

export const Head: HeadFC<Queries.EnquirySentPageQuery> = ({ data, location }) => (
  <EnquiryResultHead title={data.siteJson?.enquiryResult.sent.title ?? ""} pathname={location.pathname} />
)

export const query = graphql`
  query EnquirySentPage {
    siteJson {
      enquiryResult {
        sent {
          ...EnquiryResultPageFields
        }
      }
    }
  }
`
