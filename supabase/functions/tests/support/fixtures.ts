// A complete, valid enquiry: the starting point of every test that changes one field. Imports
// nothing, so the jest tests of the form's rules use it too.
export const VALID = {
  firstName: "Mia",
  lastName: "Nguyen",
  email: "mia@grindstone.com.au",
  countryCode: "+61",
  phone: "0412 345 678",
  businessType: "Cafe",
  projectDetails: "Autumn menu shoot for Instagram and the website.",
}
