import { graphql } from "gatsby"
import { enquiryResultPage } from "../components/enquiry-result"

// The plain HTML form's landing page after the function refused the enquiry (invalid, rate limited, down).
const { Page, Head } = enquiryResultPage("notSent")

export default Page
export { Head }

export const query = graphql`
  query EnquiryNotSentPage {
    siteJson {
      ...EnquiryResultFields
    }
  }
`
