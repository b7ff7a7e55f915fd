// The contact form end to end: its markup and rules (SPEC §5), and real submissions through the
// Deno function into Postgres and the outbox, including a function that fails and one that is down.
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import {
  assertAccessible,
  assertGone,
  assertShows,
  DESKTOP,
  FUNCTION_URL,
  gotoHydrated,
  MOBILE,
  useBrowser,
} from "../support/browser.mjs"
import {
  assertNothingReceived,
  enquiriesFrom,
  oneEnquiryAndEmail,
  outboxEmails,
  useDatabase,
  withEnquiryTableMissing,
  withFunctionStopped,
} from "../support/backend.mjs"
import { site } from "../support/content.mjs"
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  ENQUIRY_FIELDS,
  MESSAGES,
  REQUIRED_ENQUIRY_FIELDS as REQUIRED_FIELDS,
} from "../support/product.mjs"

const { sent: SENT, sendFailed: FAILED, requiredFields: REQUIRED } = MESSAGES
const { labels } = site.contact
const { submit: SEND, sending: SENDING } = labels
const FIELDS = Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, labels[name]]))
const TEXT_FIELDS = Object.keys(FIELDS).filter((field) => field !== "countryCode")

const browser = useBrowser()
const db = useDatabase()

/** Opens the home page at the form, counting the enquiries the page sends and the toasts it shows. */
async function openForm(viewport = DESKTOP) {
  const { page, watch } = await browser.page(viewport)
  const posts = []
  page.on("request", (request) => {
    if (request.url() === FUNCTION_URL && request.method() === "POST") posts.push(request)
  })
  await gotoHydrated(page, "/#contact")
  // Every toast as it appears, so a repeated message still counts as a new toast.
  await page.evaluate(() => {
    window.__toasts = []
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue
        for (const toast of [node, ...node.querySelectorAll("[data-sonner-toast]")]) {
          if (toast.matches("[data-sonner-toast]")) window.__toasts.push(toast)
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  return { page, watch, posts, field: (name) => page.locator(`#${name}`) }
}

async function fill(page, values) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#${name}`)
    if (name === "countryCode") await field.selectOption(value)
    else await field.fill(value)
  }
}

/** Clicks Send Message and returns the text of the next toast the visitor sees. */
async function sendAndReadToast(page) {
  const before = await page.evaluate(() => window.__toasts.length)
  await page.getByRole("button", { name: SEND }).click()
  const toast = await page
    .waitForFunction(
      (count) => window.__toasts.length > count && window.__toasts.at(-1).textContent.trim(),
      before,
      { timeout: 10_000 },
    )
    .catch(() =>
      assert.fail(
        "After clicking Send Message the visitor should see a message, but no toast appeared within 10 s",
      ),
    )
  return toast.jsonValue()
}

const person = (email) => ({
  firstName: "Ava",
  lastName: "Tran",
  email,
  countryCode: "+44",
  phone: "20 7946 0958",
  businessType: "Florist in Paddington",
  projectDetails: "Spring collection shoot\nwith <b>bold</b> ideas & more",
})
const uniqueEmail = (name) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

async function assertFormKeeps(page, values, what) {
  for (const [name, value] of Object.entries(values)) {
    const shown = await page.locator(`#${name}`).inputValue()
    assert.equal(
      shown,
      value,
      `${what}: ${FIELDS[name]} should still hold "${value}" as the visitor entered it, but it shows "${shown}"`,
    )
  }
  assert.ok(
    await page.getByRole("button", { name: SEND }).isEnabled(),
    `${what}: the Send Message button should be usable again so the visitor can retry, but it is disabled`,
  )
}

async function assertFormReset(page, what) {
  for (const name of TEXT_FIELDS) {
    const shown = await page.locator(`#${name}`).inputValue()
    assert.equal(
      shown,
      "",
      `${what}: ${FIELDS[name]} should be empty again for the next enquiry, but it shows "${shown}"`,
    )
  }
  const code = await page.locator("#countryCode").inputValue()
  assert.equal(
    code,
    DEFAULT_COUNTRY_CODE,
    `${what}: the country code should be back to ${DEFAULT_COUNTRY_CODE}, but the visitor sees ${code}`,
  )
}

describe("contact form markup (SPEC §5)", () => {
  test("the four required fields carry an asterisk, the email field is of email type, 15 country codes with +61 chosen", async () => {
    const { page } = await openForm()
    for (const [name, label] of Object.entries(FIELDS)) {
      const text = await page.locator(`label[for="${name}"]`).innerText()
      assert.ok(
        text.startsWith(label),
        `The ${name} field should be labelled "${label}", but its label reads "${text}"`,
      )
      const required = REQUIRED_FIELDS.includes(name)
      assert.equal(
        text.includes("*"),
        required,
        `The visitor should ${required ? "" : "not "}see an asterisk by "${label}" (${required ? "required" : "optional"}), but the label reads "${text}"`,
      )
    }
    assert.equal(
      await page.locator("#email").getAttribute("type"),
      "email",
      "The Email field should be an email input, so phones offer the @ keyboard",
    )
    const options = await page
      .locator("#countryCode option")
      .evaluateAll((all) => all.map((option) => [option.value, option.textContent.trim()]))
    assert.deepEqual(
      options,
      COUNTRY_CODES.map((code) => [code, code]),
      "The country code list should offer exactly the 15 codes of the spec, in order",
    )
    assert.equal(
      await page.locator("#countryCode").inputValue(),
      DEFAULT_COUNTRY_CODE,
      `The country code should start at ${DEFAULT_COUNTRY_CODE}`,
    )
  })

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width} px an empty form shows the required-fields toast and field errors, passes axe, and sends nothing`, async () => {
      const { page, posts, field } = await openForm(viewport)
      const box = await field("projectDetails").boundingBox()
      assert.ok(
        box?.height >= 120,
        `The project details box should be at least 120 px tall, but the visitor sees ${box?.height} px`,
      )
      await fill(page, { firstName: "Ava" })
      assert.equal(
        await sendAndReadToast(page),
        REQUIRED,
        "An incomplete form should tell the visitor to fill in all required fields",
      )
      assert.equal(
        await field("lastName").getAttribute("aria-invalid"),
        "true",
        "Last name should be marked invalid",
      )
      assert.ok(
        await page.getByText("Last name is required").isVisible(),
        "The visitor should see why Last name was refused",
      )
      assert.equal(
        await page.evaluate(() => document.activeElement?.id),
        "lastName",
        "Focus should move to the first missing field, Last name",
      )
      await assertAccessible(page, `The form at ${viewport.width} px showing field errors and the toast`)
      assert.equal(posts.length, 0, "Nothing should be sent while required fields are empty")
    })
  }

  test("the error and success toasts pass axe", async () => {
    const { page } = await openForm(MOBILE)
    for (const [values, toast] of [
      [{ firstName: "Ava" }, REQUIRED],
      [person(uniqueEmail("toast")), SENT],
    ]) {
      await fill(page, values)
      assert.equal(await sendAndReadToast(page), toast, `The visitor should see "${toast}"`)
      await assertAccessible(page, `The toast "${toast}"`)
      await page.getByRole("button", { name: "Close toast" }).click()
      await assertGone(page.locator("[data-sonner-toast]"), "Close toast should dismiss the toast")
    }
  })

  test("leaving out any one required field shows the required-fields toast and sends nothing", async () => {
    const { page, posts, field } = await openForm()
    const complete = person(uniqueEmail("missing"))
    for (const missing of REQUIRED_FIELDS) {
      await fill(page, { ...complete, [missing]: "" })
      assert.equal(
        await sendAndReadToast(page),
        REQUIRED,
        `With only ${FIELDS[missing]} empty, the visitor should be told to fill in all required fields`,
      )
      assert.equal(
        await field(missing).getAttribute("aria-invalid"),
        "true",
        `With only ${FIELDS[missing]} empty, that field should be marked invalid`,
      )
      assert.equal(
        await page.evaluate(() => document.activeElement?.id),
        missing,
        `Focus should move to the empty ${FIELDS[missing]} field`,
      )
    }
    await page.waitForTimeout(300)
    assert.equal(posts.length, 0, "Nothing should be sent while any required field is empty")
    await assertNothingReceived(db.sql, complete.email, "After four refused submissions")
  })
})

describe("sending an enquiry", () => {
  test("at 375 px a real submission is stored in Postgres, emailed to the outbox, and the form resets to +61", async () => {
    const email = uniqueEmail("ava")
    const { page, posts } = await openForm(MOBILE)
    await fill(page, person(email))
    // Hold the request briefly so the sending state can be seen.
    await page.route(FUNCTION_URL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByRole("button", { name: SEND }).click()
    const sending = page.getByRole("button", { name: SENDING })
    await assertShows(sending, "While the enquiry is on its way, the button should read Sending...")
    assert.ok(
      await sending.isDisabled(),
      "While sending, the visitor should see a disabled Sending... button",
    )
    await assertShows(page.getByText(SENT), `After sending, the visitor should see "${SENT}"`, {
      timeout: 10_000,
    })

    const { row, message } = await oneEnquiryAndEmail(db.sql, email)
    assert.deepEqual(
      [
        row.first_name,
        row.last_name,
        row.email,
        row.country_code,
        row.phone,
        row.business_type,
        row.project_details,
      ],
      [
        "Ava",
        "Tran",
        email,
        "+44",
        "20 7946 0958",
        "Florist in Paddington",
        "Spring collection shoot\nwith <b>bold</b> ideas & more",
      ],
      "The agency should receive exactly what the visitor typed",
    )
    assert.equal(row.notification_status, "sent", "The agency's email should be marked sent")
    assert.match(
      message,
      /Subject: New enquiry: Ava Tran \(Florist in Paddington\)/,
      "The agency's email subject names the visitor and business",
    )
    assert.match(
      message,
      new RegExp(`Reply-To: ${email.replace(/\./g, "\\.")}`),
      "Replying to the agency's email should reach the visitor",
    )
    assert.match(
      message,
      /Phone: \+44 20 7946 0958/,
      "The agency's email shows the phone number with its country code",
    )
    assert.ok(
      message.includes("with &lt;b&gt;bold&lt;/b&gt; ideas &amp; more"),
      "The agency's email shows the visitor's markup as text, not as HTML",
    )
    await assertFormReset(page, "After a successful submission at 375 px")
    assert.equal(posts.length, 1, "One click should send one enquiry")
  })

  test("phone and business type may stay empty: stored as empty, emailed as Not given", async () => {
    const email = uniqueEmail("optional")
    const { page } = await openForm()
    await fill(page, {
      firstName: "Noah",
      lastName: "Kaur",
      email,
      projectDetails: "Menu photos for a new cafe",
    })
    assert.equal(
      await sendAndReadToast(page),
      SENT,
      "An enquiry with only the required fields should be sent",
    )
    const { row, message } = await oneEnquiryAndEmail(db.sql, email)
    assert.deepEqual(
      [row.country_code, row.phone, row.business_type],
      [DEFAULT_COUNTRY_CODE, "", ""],
      `The stored enquiry should have ${DEFAULT_COUNTRY_CODE} and empty phone and business type`,
    )
    assert.match(message, /Phone: Not given/, "The agency's email should say the phone was not given")
    assert.match(
      message,
      /Business type: Not given/,
      "The agency's email should say the business type was not given",
    )
    assert.match(
      message,
      /Subject: New enquiry: Noah Kaur\r?\n/,
      "The agency's email subject has no empty business type in brackets",
    )
  })

  test("a double click sends one enquiry and the form resets to +61", async () => {
    const email = uniqueEmail("double")
    const { page, posts } = await openForm()
    await fill(page, person(email))
    await page.getByRole("button", { name: SEND }).dblclick()
    await assertShows(page.getByText(SENT), `After a double click, the visitor should see "${SENT}"`, {
      timeout: 10_000,
    })
    await oneEnquiryAndEmail(db.sql, email)
    await page.waitForTimeout(500)
    assert.equal(posts.length, 1, "A double click should send one request")
    assert.equal(
      (await enquiriesFrom(db.sql, email)).length,
      1,
      "A double click should leave the agency one stored enquiry",
    )
    assert.equal(outboxEmails(email).length, 1, "A double click should send the agency one email")
    await assertFormReset(page, "After a double-clicked submission at 1280 px")
  })
})

describe("when the backend fails", () => {
  /**
   * The visitor sends, the real backend fails, the failure toast shows and every value stays; once
   * the backend is back, nothing was received, and sending again delivers the enquiry once.
   */
  async function failThenRetry({ breakBackend, failure }) {
    const email = uniqueEmail("kept")
    const { page, watch } = await openForm()
    const values = person(email)
    await fill(page, values)
    watch.expectFailedRequest(FUNCTION_URL, { method: "POST", ...failure })
    watch.expectConsoleError("Failed to send enquiry")
    await breakBackend(async () => {
      assert.equal(
        await sendAndReadToast(page),
        FAILED,
        "When sending fails, the visitor should be told to try again or contact the agency",
      )
      await assertFormKeeps(page, values, "After a failed submission")
    })
    await assertNothingReceived(db.sql, email, "After the failed submission")
    assert.equal(
      await sendAndReadToast(page),
      SENT,
      "Once the backend is back, sending the same enquiry again should work",
    )
    await oneEnquiryAndEmail(db.sql, email)
  }

  test("when the function answers 503 (its table is gone, so nothing can be stored), every value stays and the failure toast shows", async () => {
    await failThenRetry({
      breakBackend: (work) => withEnquiryTableMissing(db.sql, work),
      failure: { status: 503 },
    })
  })

  // Outside e2e/run.mjs nothing can stop the function: this fails and says so rather than skipping.
  test("when the function server is stopped, every value stays and the failure toast shows", async () => {
    await failThenRetry({
      breakBackend: withFunctionStopped,
      failure: { error: "net::ERR_CONNECTION_REFUSED" },
    })
  })
})
