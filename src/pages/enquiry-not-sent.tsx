import { graphql, type HeadFC, type PageProps } from "gatsby"
import { EnquiryResult, EnquiryResultHead } from "../components/enquiry-result"
import { requireContent } from "../lib/require-content"

// The plain HTML form's landing page after the function refused the enquiry (invalid, rate limited,
// unavailable): the agency's email and phone, and the way back to the form.
const EnquiryNotSentPage = ({ data }: PageProps<Queries.EnquiryNotSentPageQuery>) => {
  const site = requireContent(data.siteJson, "content/site.json")
  return <EnquiryResult page={site.enquiryResult.notSent} contact={site.contact} />
}

export default EnquiryNotSentPage

export const Head: HeadFC<Queries.EnquiryNotSentPageQuery> = ({ data, location }) => (
  <EnquiryResultHead title={data.siteJson?.enquiryResult.notSent.title ?? ""} pathname={location.pathname} />
)

export const query = graphql`
  query EnquiryNotSentPage {
    siteJson {
      enquiryResult {
        notSent {
          ...EnquiryResultPageFields
        }
      }
      contact {
        ...EnquiryResultContactFields
      }
    }
  }
`
