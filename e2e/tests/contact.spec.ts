// The scripted contact form against the real backend (the Deno function, Postgres, the outbox): what
// only a browser shows. The form's rules, messages, sending state and reset are jest's
// (__tests__/components/contact-form.test.tsx).
import type { Page, Request } from "@playwright/test"
import { AT_BOTH_WIDTHS, expect, test } from "../fixtures"
import { stack } from "../stack"
import { expectNothingReceived, oneEnquiryAndEmail, withEnquiryTableMissing } from "../support/backend"
import { site } from "../support/content"
import { gotoHydrated } from "../support/page"
import { MESSAGES } from "../../src/lib/messages"

const { labels } = site.contact
const FUNCTION_URL = stack.functionUrl

/** Opens the home page at the form; returns the enquiries the page posts, as it posts them. */
async function openForm(page: Page) {
  const posts: Request[] = []
  page.on("request", (request) => {
    if (request.url() === FUNCTION_URL && request.method() === "POST") posts.push(request)
  })
  await gotoHydrated(page, "/#contact")
  return posts
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#${name}`)
    if (name === "countryCode") await field.selectOption(value)
    else await field.fill(value)
  }
}

const send = (page: Page) => page.getByRole("button", { name: labels.submit })

/** Clicks Send Message and waits for the toast `text`. */
async function sendAndExpectToast(page: Page, text: string, what: string) {
  await send(page).click()
  await expect(page.getByText(text), `${what}: the visitor should see "${text}"`).toBeVisible({
    timeout: 10_000,
  })
}

/** Closes the toast on screen, so the next one is news. */
async function dismissToast(page: Page) {
  await page.getByRole("button", { name: "Close toast" }).click()
  await expect(page.locator("[data-sonner-toast]"), "Close toast should dismiss the toast").toHaveCount(0)
}

/** Presses Send like a person: down, `whileHeld`, up. */
async function pressSend(page: Page, press: "mouse" | "Space", whileHeld: () => Promise<void>) {
  await send(page).scrollIntoViewIfNeeded()
  if (press === "mouse") {
    const box = await send(page).boundingBox()
    if (!box) throw new Error("The Send Message button should be on screen")
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
  } else {
    await send(page).focus()
    await page.keyboard.down(" ")
  }
  await whileHeld()
  if (press === "mouse") await page.mouse.up()
  else await page.keyboard.up(" ")
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const required = (email: string) => ({
  firstName: "Noah",
  lastName: "Kaur",
  email,
  projectDetails: "Menu photos for a new cafe",
})

test("an incomplete form is refused with its errors and toast, all accessible, and the message box is 120 px tall", async ({
  page,
  axe,
}) => {
  const posts = await openForm(page)
  const box = await page.locator("#projectDetails").boundingBox()
  expect(
    box?.height,
    "The project details box should be at least 120 px tall (SPEC §9)",
  ).toBeGreaterThanOrEqual(120)
  await fill(page, { firstName: "Ava" })
  await sendAndExpectToast(page, MESSAGES.requiredFields, "An incomplete form")
  // Pointing at the toast holds it open (as for a visitor reading it) while axe takes its time.
  await page.locator("[data-sonner-toast]").hover()
  await axe("The form showing its field errors and the required-fields toast")
  expect(posts.length, "Nothing should be sent while required fields are empty").toBe(0)
})

test(
  "the first press on Send submits with a mistake left in the focused field, the button staying under the pointer",
  AT_BOTH_WIDTHS,
  async ({ page }) => {
    const width = page.viewportSize()?.width
    // A required field left empty and a malformed one: either shows its error as the field loses focus.
    const mistakes = [
      ["lastName", ""],
      ["email", "ava@"],
    ]
    for (const [name, value] of mistakes) {
      await page.goto("about:blank") // a fresh page each time, not a jump to #contact on this one
      await openForm(page)
      const field = page.locator(`#${name}`)
      // The visitor has been typing, so the scripted form has taken over (its own new controls).
      const plainControl = await field.elementHandle()
      await field.focus()
      await page.waitForFunction((control) => !control?.isConnected, plainControl)
      await field.fill(value)
      await field.focus()
      // The press takes the focus from the field, so its error must not push the button from under the pointer.
      await send(page).scrollIntoViewIfNeeded()
      const before = await send(page).boundingBox()
      await pressSend(page, "mouse", async () => {
        await page.waitForTimeout(120)
        expect(
          (await send(page).boundingBox())?.y,
          `At ${width} px, pressing Send with a mistake in ${name} should leave the button under the pointer`,
        ).toBe(before?.y)
      })
      await expect(
        page.locator("[data-sonner-toast]"),
        `At ${width} px, with a mistake in ${name}, the first press on Send should submit and show a toast`,
      ).toHaveCount(1)
    }
  },
)

test("an enquiry reaches the agency as typed: stored in Postgres and emailed, optional fields as Not given", async ({
  page,
  database,
  axe,
}) => {
  const posts = await openForm(page)
  const email = uniqueEmail("ava")
  const typed = {
    firstName: "Ava",
    lastName: "Tran",
    email,
    countryCode: "+44",
    phone: "20 7946 0958",
    businessType: "Florist in Paddington",
    projectDetails: "Spring collection shoot\nwith ideas & more",
  }
  await fill(page, typed)
  await sendAndExpectToast(page, MESSAGES.sent, "After sending")
  await page.locator("[data-sonner-toast]").hover()
  await axe("The success toast")
  const { row, message } = await oneEnquiryAndEmail(database, email)
  expect(
    [
      row.first_name,
      row.last_name,
      row.email,
      row.country_code,
      row.phone,
      row.business_type,
      row.project_details,
    ],
    "The agency should receive exactly what the visitor typed",
  ).toEqual(Object.values(typed))
  expect(message, "The agency's email shows the phone with its country code").toContain(
    "Phone: +44 20 7946 0958",
  )

  // Only the required fields: the email says what was not given.
  await dismissToast(page)
  const minimal = uniqueEmail("optional")
  await fill(page, required(minimal))
  await sendAndExpectToast(page, MESSAGES.sent, "An enquiry with only the required fields")
  const optional = await oneEnquiryAndEmail(database, minimal)
  expect(optional.message, "The agency's email should say the phone was not given").toContain(
    "Phone: Not given",
  )
  expect(optional.message, "The agency's email should say the business type was not given").toContain(
    "Business type: Not given",
  )
  expect(optional.message, "The subject has no empty brackets for a missing business type").toMatch(
    /Subject: New enquiry: Noah Kaur\r?\n/,
  )
  expect(posts.length, "Each Send should post one enquiry").toBe(2)
})

for (const press of ["mouse", "Space"] as const) {
  test(`one press on Send (${press}) sends once when the form's scripting arrives during the press`, async ({
    page,
    database,
  }) => {
    const email = uniqueEmail(`press-${press.toLowerCase()}`)
    const posts = await openForm(page)
    // Every script the page asks for from now on (the form's scripting first) waits, as on a slow phone.
    const held: Request[] = []
    let letThrough = () => {}
    const released = new Promise<void>((resolve) => (letThrough = resolve))
    await page.route(/\.js(\?|$)/, async (route) => {
      held.push(route.request())
      await released
      await route.continue()
    })
    await fill(page, required(email))
    await expect
      .poll(() => held.length, { message: "Typing in the form should ask for its scripting" })
      .toBeGreaterThan(0)
    // The scripting arrives while Send is held down; the visitor lets go 400 ms after it is in.
    await pressSend(page, press, async () => {
      letThrough()
      await Promise.all(held.map((request) => request.response()))
      await page.waitForTimeout(400)
    })
    await expect(
      page.getByText(MESSAGES.sent),
      `A press (${press}) spanning the scripting's arrival should send`,
    ).toBeVisible({
      timeout: 10_000,
    })
    await oneEnquiryAndEmail(database, email)
    await page.waitForTimeout(500)
    expect(posts.length, `One press on Send (${press}) should post one enquiry`).toBe(1)
  })
}

test("a function that is unreachable, then cannot store, shows the failure toast and nothing is received; once back, Send delivers", async ({
  page,
  database,
  browserProblems,
}) => {
  const email = uniqueEmail("kept")
  await openForm(page)
  await fill(page, required(email))
  browserProblems.expectFailedRequest(FUNCTION_URL, { method: "POST", error: "net::ERR_CONNECTION_REFUSED" })
  browserProblems.expectFailedRequest(FUNCTION_URL, { method: "POST", status: 503 })
  browserProblems.expectConsoleError("Failed to send enquiry", { times: 2 })
  // The function unreachable: the browser's connection is refused, as when it is down.
  await page.route(FUNCTION_URL, (route) => route.abort("connectionrefused"))
  await sendAndExpectToast(page, MESSAGES.sendFailed, "With the function unreachable")
  await page.unroute(FUNCTION_URL)
  await dismissToast(page)
  // Its table renamed away, the function cannot store the enquiry and must refuse it (503).
  await withEnquiryTableMissing(database, () =>
    sendAndExpectToast(page, MESSAGES.sendFailed, "With the enquiry table gone"),
  )
  await expectNothingReceived(database, email, "After the failed submissions")
  await sendAndExpectToast(page, MESSAGES.sent, "Once the backend is back, sending the kept values again")
  await oneEnquiryAndEmail(database, email)
})
