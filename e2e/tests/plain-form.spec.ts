// The enquiry form as a plain HTML form, without JavaScript and before Gatsby's runtime has hydrated
// the page: the browser posts it to the real function, which stores and emails it and answers with a
// 303 to one of the site's result pages. Which answer leads where is the function's (its Deno tests).
import type { Page, Request } from "@playwright/test"
import { expect, test } from "../fixtures"
import { stack } from "../stack"
import { oneEnquiryAndEmail } from "../support/backend"
import { site } from "../support/content"
import { expectArrival, gotoHydrated } from "../support/page"
import { ENQUIRY_RESULT_PAGES } from "../../supabase/functions/_shared/enquiry-fields"

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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("a valid enquiry is posted once, stored, emailed and lands on the sent page", async ({
    page,
    database,
  }) => {
    const visitor = person("valid")
    const requests = await fillForm(page, visitor)
    await page.getByRole("button", { name: labels.submit }).click()
    await page.waitForURL(SENT_URL)
    await expect(
      page.getByRole("heading", { level: 1 }),
      "The visitor should read that it was sent",
    ).toHaveText(site.enquiryResult.sent.heading)
    const { row } = await oneEnquiryAndEmail(database, visitor.email)
    expect(row.project_details, "The stored enquiry should hold what the visitor wrote").toBe(
      visitor.projectDetails,
    )
    expect(functionPosts(requests), "The enquiry should be posted exactly once").toHaveLength(1)
    expectNoValueInAnyUrl(requests, visitor, "A form sent without JavaScript")
  })
})

test("a double click on Send before the page is interactive posts, never GETs, and is stored once", async ({
  page,
  database,
  browserProblems,
}) => {
  // Gatsby's runtime is held back (answered empty), so the page stays as pre-rendered: the window in
  // which a visitor on a slow phone can already type and press Send.
  await page.route(/\/(webpack-runtime|framework|app|component---)[^/]*\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  )
  // The first post reaches the function, but its answer is held (until the second click has posted
  // again, at most 3 s), as on a slow connection; the browser then abandons the first.
  let secondPosted = () => {}
  const second = new Promise<void>((resolve) => (secondPosted = resolve))
  let posted = 0
  await page.route(stack.functionUrl, async (route) => {
    posted += 1
    if (posted > 1) {
      secondPosted()
      return route.continue()
    }
    const answer = await route.fetch({ maxRedirects: 0 })
    await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 3000))])
    await route.fulfill({ response: answer }).catch(() => undefined)
  })
  const visitor = person("early")
  const requests = await fillForm(page, visitor)
  await page.getByRole("button", { name: labels.submit }).dblclick()
  // The first navigation is abandoned on the way, so wait for where the visitor ends up.
  await expect(page, "After a double click the visitor should land on the sent page").toHaveURL(SENT_URL, {
    timeout: 30_000,
  })
  expectNoValueInAnyUrl(requests, visitor, "A form sent before hydration")
  const posts = functionPosts(requests)
  // Chromium may fold the second submission into the first; when it posts twice, it abandons the first.
  expect(
    posts.length,
    "A double click should post the enquiry once or twice, never more",
  ).toBeLessThanOrEqual(2)
  if (posts.length === 2)
    browserProblems.expectFailedRequest(stack.functionUrl, { method: "POST", error: "net::ERR_ABORTED" })
  const keys = new Set(posts.map((post) => new URLSearchParams(post.postData() ?? "").get("idempotencyKey")))
  expect([...keys], "Both posts of the same enquiry should carry the same idempotency key").toHaveLength(1)
  await oneEnquiryAndEmail(database, visitor.email)
})

// axe runs inside the page, so it checks the result pages with JavaScript on.
test("both result pages are accessible, and the not-sent page's way back opens the home page at the form", async ({
  page,
  axe,
}) => {
  await gotoHydrated(page, ENQUIRY_RESULT_PAGES.sent)
  await axe("The sent page")
  await gotoHydrated(page, ENQUIRY_RESULT_PAGES.notSent)
  await axe("The not-sent page")
  await page.getByRole("link", { name: site.enquiryResult.notSent.backLink }).click()
  await expectArrival(page, "/#contact", "After the not-sent page's way back")
  await expect(
    page.getByRole("form", { name: site.contact.formTitle }),
    "The visitor should be back at the enquiry form",
  ).toBeInViewport()
})
