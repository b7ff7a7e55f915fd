import { graphql } from "gatsby"
import { enquiryResultPage } from "../components/enquiry-result"

// The plain HTML form's landing page after the function received the enquiry.
const { Page, Head } = enquiryResultPage("sent")

export default Page
export { Head }

export const query = graphql`
  query EnquirySentPage {
    siteJson {
      ...EnquiryResultFields
    }
  }
`
