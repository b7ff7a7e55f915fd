// The enquiry form as a plain HTML form: with JavaScript disabled, and before Gatsby's
// runtime has hydrated the page. The browser posts it to the real function, which stores and emails
// it and answers with a 303 to one of the site's result pages.
import type { Page, Request } from "@playwright/test"
import { expect, test } from "../fixtures"
import { stack } from "../stack"
import { expectNothingReceived, oneEnquiryAndEmail } from "../support/backend"
import { site } from "../support/content"
import { expectArrival, gotoHydrated } from "../support/page"
import { ENQUIRY_RESULT_PAGES } from "../../supabase/functions/_shared/enquiry-form-post"

const { labels } = site.contact
const { sent, notSent } = site.enquiryResult
const SENT_URL = `${stack.siteUrl}${ENQUIRY_RESULT_PAGES.sent}`
const NOT_SENT_URL = `${stack.siteUrl}${ENQUIRY_RESULT_PAGES.notSent}`

/** A complete enquiry from a unique address (the suite shares one database). */
function person(tag: string) {
  return {
    firstName: "Noa",
    lastName: `Plainform-${tag}`,
    email: `noa.${tag}.${Date.now()}@plainform.example`,
    projectDetails: `Menu shoot without scripts (${tag})`,
  }
}

type Person = ReturnType<typeof person>

/** Every request the page makes, to prove no typed value ever travelled in an address. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on("request", (request) => requests.push(request))
  return requests
}

function expectNoValueInAnyUrl(requests: Request[], values: Person, what: string) {
  const urls = requests.map((request) => decodeURIComponent(request.url()))
  for (const value of Object.values(values)) {
    const leaking = urls.filter((url) => url.includes(value))
    expect(leaking, `${what}: "${value}" must never appear in an address, but it is in`).toEqual([])
  }
}

async function fill(page: Page, values: Partial<Person>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#${name}`).fill(value)
}

const functionPosts = (requests: Request[]) =>
  requests.filter((request) => request.url() === stack.functionUrl && request.method() === "POST")

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the browser refuses an incomplete form and sends nothing", async ({ page, database }) => {
    const requests = recordRequests(page)
    const visitor = person("incomplete")
    await page.goto("/")
    await fill(page, { firstName: visitor.firstName, email: visitor.email })
    await page.getByRole("button", { name: labels.submit }).click()

    await expect(page, "With required fields empty, the visitor should stay on the form").toHaveURL(
      `${stack.siteUrl}/`,
    )
    for (const field of ["lastName", "projectDetails"])
      expect(
        await page
          .locator(`#${field}`)
          .evaluate((control: HTMLInputElement) => control.validity.valueMissing),
        `The browser should mark the empty ${field} as missing`,
      ).toBe(true)
    expect(functionPosts(requests), "An incomplete form must not reach the function").toEqual([])
    await expectNothingReceived(database, visitor.email, "An incomplete form without JavaScript")
  })

  test("a valid enquiry is stored, emailed and lands on the sent page, with no value in any address", async ({
    page,
    database,
  }) => {
    const requests = recordRequests(page)
    const visitor = person("valid")
    await page.goto("/")
    await fill(page, visitor)
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === stack.functionUrl),
      page.getByRole("button", { name: labels.submit }).click(),
    ])

    expect(answer.request().method(), "The form should be sent with POST").toBe("POST")
    expect(answer.status(), "The function should answer a form post with a redirect").toBe(303)
    expect(answer.headers().location, "The redirect should lead to the site's sent page").toBe(SENT_URL)
    await page.waitForURL(SENT_URL)
    await expect(
      page.getByRole("heading", { level: 1 }),
      "The visitor should read that it was sent",
    ).toHaveText(sent.heading)
    const { row } = await oneEnquiryAndEmail(database, visitor.email)
    expect(row.project_details, "The stored enquiry should hold what the visitor wrote").toBe(
      visitor.projectDetails,
    )
    expect(functionPosts(requests), "The enquiry should be posted exactly once").toHaveLength(1)
    expectNoValueInAnyUrl(requests, visitor, "A form sent without JavaScript")
    await expect(
      page.getByRole("link", { name: sent.backLink }),
      "The sent page should lead back",
    ).toBeVisible()
  })

  test("a refused enquiry lands on the not-sent page with the agency's email and phone", async ({
    page,
    database,
  }) => {
    const requests = recordRequests(page)
    // The browser accepts this address (type=email); the enquiry rules do not.
    const visitor = { ...person("refused"), email: `noa.refused.${Date.now()}@plainform` }
    await page.goto("/")
    await fill(page, visitor)
    await page.getByRole("button", { name: labels.submit }).click()

    await page.waitForURL(NOT_SENT_URL)
    await expect(
      page.getByRole("heading", { level: 1 }),
      "The visitor should read that it was not sent",
    ).toHaveText(notSent.heading)
    await expect(
      page.getByRole("link", { name: site.contact.email }),
      "The not-sent page should give the agency's email",
    ).toHaveAttribute("href", `mailto:${site.contact.email}`)
    await expect(
      page.getByRole("link", { name: site.contact.phone }),
      "The not-sent page should give the agency's phone",
    ).toHaveAttribute("href", `tel:${site.contact.phoneHref}`)
    await expect(
      page.getByRole("link", { name: notSent.backLink }),
      "The not-sent page should lead back to the form",
    ).toHaveAttribute("href", "/#contact")
    await expectNothingReceived(database, visitor.email, "An enquiry the function refused")
    expectNoValueInAnyUrl(requests, visitor, "A refused form sent without JavaScript")
  })
})

// axe runs inside the page, so it checks the result pages with JavaScript on.
test("both result pages are accessible", async ({ page, axe }) => {
  for (const [path, what] of [
    [ENQUIRY_RESULT_PAGES.sent, "The sent page"],
    [ENQUIRY_RESULT_PAGES.notSent, "The not-sent page"],
  ] as const) {
    await gotoHydrated(page, path)
    await axe(what)
  }
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
  const requests = recordRequests(page)
  const visitor = person("early")
  await page.goto("/", { waitUntil: "load" })
  expect(
    await page.locator("form[aria-labelledby=contact-form-title]").getAttribute("novalidate"),
    "Before hydration the browser itself should check the form",
  ).toBeNull()
  await fill(page, visitor)
  await page.getByRole("button", { name: labels.submit }).dblclick()
  // The first navigation is abandoned on the way, so wait for where the visitor ends up.
  await expect(page, "After a double click the visitor should land on the sent page").toHaveURL(SENT_URL, {
    timeout: 30_000,
  })

  // The browser's default for a form without method: a GET to the page itself, values in the query.
  const gets = requests.filter(
    (request) =>
      request.method() === "GET" &&
      Object.keys(visitor).some((field) => new URL(request.url()).searchParams.has(field)),
  )
  expect(
    gets.map((request) => request.url()),
    "No GET with the form's values should be made",
  ).toEqual([])
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

test("a single Send before the page is interactive is posted exactly once and reaches the agency", async ({
  page,
  database,
}) => {
  await page.route(/\/(webpack-runtime|framework|app|component---)[^/]*\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  )
  const requests = recordRequests(page)
  const visitor = person("early-single")
  await page.goto("/", { waitUntil: "load" })
  await fill(page, visitor)
  await page.getByRole("button", { name: labels.submit }).click()
  await page.waitForURL(SENT_URL)
  expect(functionPosts(requests), "The enquiry should be posted exactly once").toHaveLength(1)
  expectNoValueInAnyUrl(requests, visitor, "A form sent before hydration")
  await oneEnquiryAndEmail(database, visitor.email)
})

test("the not-sent page's way back opens the home page at the form", async ({ page }) => {
  await gotoHydrated(page, ENQUIRY_RESULT_PAGES.notSent)
  await page.getByRole("link", { name: notSent.backLink }).click()
  await expectArrival(page, "/#contact", "After the not-sent page's way back")
  await expect(
    page.getByRole("form", { name: site.contact.formTitle }),
    "The visitor should be back at the enquiry form",
  ).toBeInViewport()
})
