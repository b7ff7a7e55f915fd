import { graphql } from "gatsby"
import { enquiryResultPage } from "../components/enquiry-result"

// The plain HTML form's landing page after the function refused the enquiry (invalid, rate limited,
// unavailable): the agency's email and phone, and the way back to the form.
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
