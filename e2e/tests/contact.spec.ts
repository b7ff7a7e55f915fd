// The contact form end to end: its markup and rules (SPEC §5), and real submissions through the
// Deno function into Postgres and the outbox, including a function that fails and one that is down.
import type { Page, Request } from "@playwright/test"
import type { Sql } from "postgres"
import { AT_BOTH_WIDTHS, expect, ONLY_AT_375, test } from "../fixtures"
import { stack } from "../stack"
import {
  enquiriesFrom,
  expectNothingReceived,
  oneEnquiryAndEmail,
  outboxEmails,
  withEnquiryTableMissing,
} from "../support/backend"
import type { BrowserProblems, ExpectedRequestFailure } from "../support/browser-problems"
import { site } from "../support/content"
import { gotoHydrated } from "../support/page"
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  ENQUIRY_FIELDS,
  MESSAGES,
  REQUIRED_ENQUIRY_FIELDS as REQUIRED_FIELDS,
} from "../support/product"

declare global {
  interface Window {
    __toasts?: HTMLElement[]
  }
}

type Field = (typeof ENQUIRY_FIELDS)[number]
type Values = Partial<Record<Field, string>>

const { sent: SENT, sendFailed: FAILED, requiredFields: REQUIRED } = MESSAGES
const { labels } = site.contact
const { submit: SEND, sending: SENDING } = labels
const FIELDS = Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, labels[name]])) as Record<Field, string>
const TEXT_FIELDS = ENQUIRY_FIELDS.filter((field) => field !== "countryCode")
const FUNCTION_URL = stack.functionUrl

/** Opens the home page at the form, counting the enquiries the page sends and the toasts it shows. */
async function openForm(page: Page) {
  const posts: Request[] = []
  page.on("request", (request) => {
    if (request.url() === FUNCTION_URL && request.method() === "POST") posts.push(request)
  })
  await gotoHydrated(page, "/#contact")
  // Every toast as it appears, so a repeated message still counts as a new toast.
  await page.evaluate(() => {
    const toasts: HTMLElement[] = []
    window.__toasts = toasts
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue
        for (const toast of [node, ...node.querySelectorAll<HTMLElement>("[data-sonner-toast]")]) {
          if (toast.matches("[data-sonner-toast]")) toasts.push(toast)
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  return { posts, field: (name: Field) => page.locator(`#${name}`) }
}

async function fill(page: Page, values: Values) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#${name}`)
    if (name === "countryCode") await field.selectOption(value)
    else await field.fill(value)
  }
}

/** Clicks Send Message and returns the text of the next toast the visitor sees. */
async function sendAndReadToast(page: Page): Promise<string> {
  const before = await page.evaluate(() => window.__toasts?.length ?? 0)
  await page.getByRole("button", { name: SEND }).click()
  const toast = await page
    .waitForFunction(
      (count) => {
        const toasts = window.__toasts ?? []
        return toasts.length > count && (toasts.at(-1)?.textContent?.trim() ?? "")
      },
      before,
      { timeout: 10_000 },
    )
    .catch(() => {
      throw new Error(
        "After clicking Send Message the visitor should see a message, but no toast appeared within 10 s",
      )
    })
  return String(await toast.jsonValue())
}

const person = (email: string) => ({
  firstName: "Ava",
  lastName: "Tran",
  email,
  countryCode: "+44",
  phone: "20 7946 0958",
  businessType: "Florist in Paddington",
  projectDetails: "Spring collection shoot\nwith <b>bold</b> ideas & more",
})
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

async function expectFormKeeps(page: Page, values: Values, what: string) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    const shown = await page.locator(`#${name}`).inputValue()
    expect(
      shown,
      `${what}: ${FIELDS[name]} should still hold "${value}" as the visitor entered it, but it shows "${shown}"`,
    ).toBe(value)
  }
  await expect(
    page.getByRole("button", { name: SEND }),
    `${what}: the Send Message button should be usable again so the visitor can retry, but it is disabled`,
  ).toBeEnabled()
}

async function expectFormReset(page: Page, what: string) {
  for (const name of TEXT_FIELDS) {
    const shown = await page.locator(`#${name}`).inputValue()
    expect(
      shown,
      `${what}: ${FIELDS[name]} should be empty again for the next enquiry, but it shows "${shown}"`,
    ).toBe("")
  }
  const code = await page.locator("#countryCode").inputValue()
  expect(
    code,
    `${what}: the country code should be back to ${DEFAULT_COUNTRY_CODE}, but the visitor sees ${code}`,
  ).toBe(DEFAULT_COUNTRY_CODE)
}

test.describe("contact form markup (SPEC §5)", () => {
  test("the four required fields carry an asterisk, the email field is of email type, 15 country codes with +61 chosen", async ({
    page,
  }) => {
    await openForm(page)
    for (const [name, label] of Object.entries(FIELDS) as [Field, string][]) {
      const text = await page.locator(`label[for="${name}"]`).innerText()
      expect(
        text.startsWith(label),
        `The ${name} field should be labelled "${label}", but its label reads "${text}"`,
      ).toBe(true)
      const required = (REQUIRED_FIELDS as readonly string[]).includes(name)
      expect(
        text.includes("*"),
        `The visitor should ${required ? "" : "not "}see an asterisk by "${label}" (${required ? "required" : "optional"}), but the label reads "${text}"`,
      ).toBe(required)
    }
    await expect(
      page.locator("#email"),
      "The Email field should be an email input, so phones offer the @ keyboard",
    ).toHaveAttribute("type", "email")
    const options = await page
      .locator("#countryCode option")
      .evaluateAll((all) =>
        all.map((option) => [(option as HTMLOptionElement).value, option.textContent?.trim()]),
      )
    expect(options, "The country code list should offer exactly the 15 codes of the spec, in order").toEqual(
      COUNTRY_CODES.map((code) => [code, code]),
    )
    await expect(
      page.locator("#countryCode"),
      `The country code should start at ${DEFAULT_COUNTRY_CODE}`,
    ).toHaveValue(DEFAULT_COUNTRY_CODE)
  })

  test(
    "an empty form shows the required-fields toast and field errors, passes axe, and sends nothing",
    AT_BOTH_WIDTHS,
    async ({ page, width, axe }) => {
      const { posts, field } = await openForm(page)
      const box = await field("projectDetails").boundingBox()
      expect(
        box?.height,
        `The project details box should be at least 120 px tall, but the visitor sees ${box?.height} px`,
      ).toBeGreaterThanOrEqual(120)
      await fill(page, { firstName: "Ava" })
      expect(
        await sendAndReadToast(page),
        "An incomplete form should tell the visitor to fill in all required fields",
      ).toBe(REQUIRED)
      await expect(field("lastName"), "Last name should be marked invalid").toHaveAttribute(
        "aria-invalid",
        "true",
      )
      await expect(
        page.getByText("Last name is required"),
        "The visitor should see why Last name was refused",
      ).toBeVisible()
      await expect(field("lastName"), "Focus should move to the first missing field, Last name").toBeFocused()
      await axe(`The form at ${width} px showing field errors and the toast`)
      expect(posts.length, "Nothing should be sent while required fields are empty").toBe(0)
    },
  )

  test(
    "the first press on Send submits, whichever field is left focused with a mistake in it",
    AT_BOTH_WIDTHS,
    async ({ page, width }) => {
      // Each field with what a visitor might leave in it. Business type is left out: it is optional and
      // nothing a visitor types there is refused before it reaches its length limit.
      const mistakes: [Field, string][] = [
        ["firstName", ""],
        ["lastName", ""],
        ["email", "ava@"],
        ["phone", "call me"],
        ["projectDetails", ""],
      ]
      for (const [name, value] of mistakes) {
        await page.goto("about:blank") // a fresh page each time, not a jump to #contact on this one
        const { field } = await openForm(page)
        // The visitor has been typing, so the scripted form has taken over (its own new controls).
        const plainControl = await field(name).elementHandle()
        await field(name).focus()
        await page.waitForFunction((control) => !control?.isConnected, plainControl)
        await field(name).fill(value)
        await field(name).focus()
        // A real click: press, hold about as long as a person does, release. The press takes the
        // focus from the field, so its error must not push the button from under the pointer.
        const send = page.getByRole("button", { name: SEND })
        await send.scrollIntoViewIfNeeded()
        const box = await send.boundingBox()
        if (!box) throw new Error("The Send Message button should be on screen")
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
        await page.mouse.down()
        await page.waitForTimeout(120)
        expect(
          (await send.boundingBox())?.y,
          `At ${width} px, pressing Send with a mistake in ${FIELDS[name]} should leave the button under the pointer`,
        ).toBe(box.y)
        await page.mouse.up()
        await expect(
          page.locator("[data-sonner-toast]"),
          `At ${width} px, with a mistake in ${FIELDS[name]}, the first press on Send should submit and show a toast`,
        ).toHaveCount(1)
        await expect(
          field("lastName"),
          `At ${width} px, after one press on Send with a mistake in ${FIELDS[name]}, every empty required field should show its error`,
        ).toHaveAttribute("aria-invalid", "true")
      }
    },
  )

  test("the error and success toasts pass axe", ONLY_AT_375, async ({ page, axe }) => {
    await openForm(page)
    for (const [values, toast] of [
      [{ firstName: "Ava" }, REQUIRED],
      [person(uniqueEmail("toast")), SENT],
    ] as const) {
      await fill(page, values)
      expect(await sendAndReadToast(page), `The visitor should see "${toast}"`).toBe(toast)
      // Pointing at the toast holds it open (as for a visitor reading it) while axe takes its time.
      await page.locator("[data-sonner-toast]").last().hover()
      await axe(`The toast "${toast}"`)
      await page.getByRole("button", { name: "Close toast" }).click()
      await expect(
        page.locator("[data-sonner-toast]"),
        "Close toast should dismiss the toast",
      ).not.toBeAttached({
        timeout: 3000,
      })
    }
  })

  test("leaving out any one required field shows the required-fields toast and sends nothing", async ({
    page,
    database,
  }) => {
    const { posts, field } = await openForm(page)
    const complete = person(uniqueEmail("missing"))
    for (const missing of REQUIRED_FIELDS) {
      await fill(page, { ...complete, [missing]: "" })
      expect(
        await sendAndReadToast(page),
        `With only ${FIELDS[missing]} empty, the visitor should be told to fill in all required fields`,
      ).toBe(REQUIRED)
      await expect(
        field(missing),
        `With only ${FIELDS[missing]} empty, that field should be marked invalid`,
      ).toHaveAttribute("aria-invalid", "true")
      await expect(field(missing), `Focus should move to the empty ${FIELDS[missing]} field`).toBeFocused()
    }
    await page.waitForTimeout(300)
    expect(posts.length, "Nothing should be sent while any required field is empty").toBe(0)
    await expectNothingReceived(database, complete.email, "After four refused submissions")
  })
})

test.describe("sending an enquiry", () => {
  test(
    "a real submission is stored in Postgres, emailed to the outbox, and the form resets to +61",
    ONLY_AT_375,
    async ({ page, database }) => {
      const email = uniqueEmail("ava")
      const { posts } = await openForm(page)
      await fill(page, person(email))
      // Hold the request briefly so the sending state can be seen.
      await page.route(FUNCTION_URL, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        await route.continue()
      })
      await page.getByRole("button", { name: SEND }).click()
      const sending = page.getByRole("button", { name: SENDING })
      await expect(
        sending,
        "While the enquiry is on its way, the button should read Sending...",
      ).toBeVisible()
      await expect(
        sending,
        "While sending, the visitor should see a disabled Sending... button",
      ).toBeDisabled()
      await expect(page.getByText(SENT), `After sending, the visitor should see "${SENT}"`).toBeVisible({
        timeout: 10_000,
      })

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
      ).toEqual([
        "Ava",
        "Tran",
        email,
        "+44",
        "20 7946 0958",
        "Florist in Paddington",
        "Spring collection shoot\nwith <b>bold</b> ideas & more",
      ])
      expect(row.notification_status, "The agency's email should be marked sent").toBe("sent")
      expect(message, "The agency's email subject names the visitor and business").toMatch(
        /Subject: New enquiry: Ava Tran \(Florist in Paddington\)/,
      )
      expect(message, "Replying to the agency's email should reach the visitor").toMatch(
        new RegExp(`Reply-To: ${email.replace(/\./g, "\\.")}`),
      )
      expect(message, "The agency's email shows the phone number with its country code").toMatch(
        /Phone: \+44 20 7946 0958/,
      )
      expect(message, "The agency's email shows the visitor's markup as text, not as HTML").toContain(
        "with &lt;b&gt;bold&lt;/b&gt; ideas &amp; more",
      )
      await expectFormReset(page, "After a successful submission at 375 px")
      expect(posts.length, "One click should send one enquiry").toBe(1)
    },
  )

  for (const press of ["mouse", "Space"] as const) {
    test(
      `one press on Send (${press}) sends once when the form's scripting arrives during the press`,
      AT_BOTH_WIDTHS,
      async ({ page, width, database }) => {
        const email = uniqueEmail(`press-${press.toLowerCase()}`)
        const { posts } = await openForm(page)
        // Every script the page asks for from now on (the form's scripting first) waits, as on a slow phone.
        const held: Request[] = []
        let letThrough = () => {}
        const released = new Promise<void>((resolve) => (letThrough = resolve))
        await page.route(/\.js(\?|$)/, async (route) => {
          held.push(route.request())
          await released
          await route.continue()
        })
        await fill(page, person(email))
        await expect
          .poll(() => held.length, { message: "Typing in the form should ask for its scripting" })
          .toBeGreaterThan(0)

        const send = page.getByRole("button", { name: SEND })
        await send.scrollIntoViewIfNeeded()
        if (press === "mouse") {
          const box = await send.boundingBox()
          if (!box) throw new Error("The Send Message button should be on screen")
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
          await page.mouse.down()
        } else {
          await send.focus()
          await page.keyboard.down(" ")
        }
        // The scripting arrives while Send is held down; the visitor lets go 400 ms after it is in.
        letThrough()
        await Promise.all(held.map((request) => request.response()))
        await page.waitForTimeout(400)
        if (press === "mouse") await page.mouse.up()
        else await page.keyboard.up(" ")

        await expect(
          page.getByText(SENT),
          `At ${width} px, a press on Send (${press}) that spans the scripting's arrival should send and say "${SENT}"`,
        ).toBeVisible({ timeout: 10_000 })
        await oneEnquiryAndEmail(database, email)
        await page.waitForTimeout(500)
        expect(posts.length, `At ${width} px, one press on Send (${press}) should post one enquiry`).toBe(1)
      },
    )
  }

  test("phone and business type may stay empty: stored as empty, emailed as Not given", async ({
    page,
    database,
  }) => {
    const email = uniqueEmail("optional")
    await openForm(page)
    await fill(page, {
      firstName: "Noah",
      lastName: "Kaur",
      email,
      projectDetails: "Menu photos for a new cafe",
    })
    expect(await sendAndReadToast(page), "An enquiry with only the required fields should be sent").toBe(SENT)
    const { row, message } = await oneEnquiryAndEmail(database, email)
    expect(
      [row.country_code, row.phone, row.business_type],
      `The stored enquiry should have ${DEFAULT_COUNTRY_CODE} and empty phone and business type`,
    ).toEqual([DEFAULT_COUNTRY_CODE, "", ""])
    expect(message, "The agency's email should say the phone was not given").toMatch(/Phone: Not given/)
    expect(message, "The agency's email should say the business type was not given").toMatch(
      /Business type: Not given/,
    )
    expect(message, "The agency's email subject has no empty business type in brackets").toMatch(
      /Subject: New enquiry: Noah Kaur\r?\n/,
    )
  })

  test("a double click sends one enquiry and the form resets to +61", async ({ page, database }) => {
    const email = uniqueEmail("double")
    const { posts } = await openForm(page)
    await fill(page, person(email))
    await page.getByRole("button", { name: SEND }).dblclick()
    await expect(page.getByText(SENT), `After a double click, the visitor should see "${SENT}"`).toBeVisible({
      timeout: 10_000,
    })
    await oneEnquiryAndEmail(database, email)
    await page.waitForTimeout(500)
    expect(posts.length, "A double click should send one request").toBe(1)
    expect(
      (await enquiriesFrom(database, email)).length,
      "A double click should leave the agency one stored enquiry",
    ).toBe(1)
    expect(outboxEmails(email).length, "A double click should send the agency one email").toBe(1)
    await expectFormReset(page, "After a double-clicked submission at 1280 px")
  })
})

test.describe("when the backend fails", () => {
  /**
   * The visitor sends, the real backend fails, the failure toast shows and every value stays; once
   * the backend is back, nothing was received, and sending again delivers the enquiry once.
   */
  async function failThenRetry(
    { page, database, browserProblems }: { page: Page; database: Sql; browserProblems: BrowserProblems },
    breakBackend: (work: () => Promise<void>) => Promise<void>,
    failure: ExpectedRequestFailure,
  ) {
    const email = uniqueEmail("kept")
    await openForm(page)
    const values = person(email)
    await fill(page, values)
    browserProblems.expectFailedRequest(FUNCTION_URL, { method: "POST", ...failure })
    browserProblems.expectConsoleError("Failed to send enquiry")
    await breakBackend(async () => {
      expect(
        await sendAndReadToast(page),
        "When sending fails, the visitor should be told to try again or contact the agency",
      ).toBe(FAILED)
      await expectFormKeeps(page, values, "After a failed submission")
    })
    await expectNothingReceived(database, email, "After the failed submission")
    expect(
      await sendAndReadToast(page),
      "Once the backend is back, sending the same enquiry again should work",
    ).toBe(SENT)
    await oneEnquiryAndEmail(database, email)
  }

  test("when the function answers 503 (its table is gone, so nothing can be stored), every value stays and the failure toast shows", async ({
    page,
    database,
    browserProblems,
  }) => {
    await failThenRetry(
      { page, database, browserProblems },
      (work) => withEnquiryTableMissing(database, work),
      { status: 503 },
    )
  })

  test("when the function server is stopped, every value stays and the failure toast shows", async ({
    page,
    database,
    browserProblems,
    functionServer,
  }) => {
    await failThenRetry({ page, database, browserProblems }, functionServer.whileStopped, {
      error: "net::ERR_CONNECTION_REFUSED",
    })
  })
})
