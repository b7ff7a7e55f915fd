// The enquiry form as a plain HTML form, without JavaScript and before Gatsby's runtime has hydrated
// the page: the browser posts it to the real function, which stores and emails it and answers with a
// 303 to one of the site's result pages. Which answer leads where is the function's (its Deno tests).
import type { Page, Request } from "@playwright/test"
import { expect, test } from "../fixtures"
import { stack } from "../stack"
import { oneEnquiryAndEmail } from "../support/backend"
import { site } from "../support/content"
import { ENQUIRY_RESULT_PAGES, IDEMPOTENCY_KEY_FIELD } from "../../supabase/functions/_shared/enquiry-fields"

const { labels } = site.contact
const SENT_URL = `${stack.siteUrl}${ENQUIRY_RESULT_PAGES.sent}`

/** A complete enquiry from a unique address (the suite shares one database). */
function person(tag: string) {
  return {
    firstName: "Noa",
    lastName: `Plainform-${tag}`,
    email: `noa.${tag}.${Date.now()}@plainform.example`,
    projectDetails: `Menu shoot without scripts (${tag})`,
  }
}

/** Opens the home page, fills in `values` and returns every request the page makes from now on. */
async function fillForm(page: Page, values: Record<string, string>) {
  await page.goto("/", { waitUntil: "load" })
  const requests: Request[] = []
  page.on("request", (request) => requests.push(request))
  for (const [name, value] of Object.entries(values)) await page.locator(`#${name}`).fill(value)
  return requests
}

/** No typed value ever travelled in an address (the browser's default for a form is a GET). */
function expectNoValueInAnyUrl(requests: Request[], values: Record<string, string>, what: string) {
  const urls = requests.map((request) => decodeURIComponent(request.url()))
  for (const value of Object.values(values)) {
    const leaking = urls.filter((url) => url.includes(value))
    expect(leaking, `${what}: "${value}" must never appear in an address, but it is in`).toEqual([])
  }
}

const functionPosts = (requests: Request[]) =>
  requests.filter((request) => request.url() === stack.functionUrl && request.method() === "POST")

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })
  test("one press on Send: one 303, one enquiry, one email, nothing more", async ({ page, database }) => {
    const visitor = person("once")
    const requests = await fillForm(page, visitor)
    await page.getByRole("button", { name: labels.submit }).click()
    await expect(page, "After one press the visitor should land on the sent page").toHaveURL(SENT_URL)
    await oneEnquiryAndEmail(database, visitor.email, () => functionPosts(requests).length)
    const [post] = functionPosts(requests)
    expect((await post.response())?.status(), "The post should be answered 303").toBe(303)
  })
})

test("Send pressed again while the first post is on its way, before the page is interactive: both posts carry one key, and the enquiry is stored and emailed once", async ({
  page,
  database,
  browserProblems,
}) => {
  // Gatsby's runtime is held back (answered empty), so the page stays as pre-rendered, as without
  // JavaScript: the window in which a visitor on a slow phone can already type and press Send.
  await page.route(/\/(webpack-runtime|framework|app|component---)[^/]*\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  )
  // The function's answer takes a second, as on a slow connection. A second press (Send again, or a double
  // click the browser does not merge) posts again, the first answer dropped: the guard's key is all that
  // stops a second enquiry.
  const answers: number[] = []
  await page.route(stack.functionUrl, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 })
    answers.push(answer.status())
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.fulfill({ response: answer })
  })
  browserProblems.expectFailedRequest(stack.functionUrl, { method: "POST", error: "net::ERR_ABORTED" })
  const visitor = person("again")
  const requests = await fillForm(page, visitor)
  // Enter on the focused button: a locator's click would wait for the first post's answer.
  const firstPost = page.waitForRequest((request) => functionPosts([request]).length === 1)
  await page.getByRole("button", { name: labels.submit }).focus()
  await page.keyboard.press("Enter")
  await firstPost
  await page.keyboard.press("Enter")
  await expect(page, "After pressing twice the visitor should land on the sent page").toHaveURL(SENT_URL)
  await expect(
    page.getByRole("heading", { level: 1 }),
    "The visitor should read that it was sent",
  ).toHaveText(site.enquiryResult.sent.heading)
  const keyOf = (post: Request) => new URLSearchParams(post.postData() ?? "").get(IDEMPOTENCY_KEY_FIELD)
  const keys = functionPosts(requests).map(keyOf)
  expect(keys[0], "The guard should give the form an idempotency key").toMatch(/^[\w-]{36}$/)
  expect(keys, "Each press should post the form with that one key").toEqual([keys[0], keys[0]])
  await expect.poll(() => answers, { message: "Each post should be answered 303" }).toEqual([303, 303])
  expectNoValueInAnyUrl(requests, visitor, "A form sent before hydration")
  const { row } = await oneEnquiryAndEmail(database, visitor.email)
  expect(row.project_details, "The stored enquiry should hold what they wrote").toBe(visitor.projectDetails)
})
