// The contact form end to end: through the real Deno function into Postgres and the outbox.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { FUNCTION_URL, gotoHydrated, launchBrowser, MOBILE } from "../support/browser.mjs"
import { database, enquiriesFrom, eventually, outboxEmails } from "../support/backend.mjs"

const SENT = "Message sent successfully! We'll get back to you soon."
const FAILED = "Failed to send message. Please try again or contact us directly."
const REQUIRED = "Please fill in all required fields"

let browser
let sql
before(async () => {
  browser = await launchBrowser()
  sql = database()
})
after(async () => {
  await sql.end()
  await browser.close()
})

/** Opens the home page and counts the enquiries the page sends to the function. */
async function openForm(viewport) {
  const { page, watch } = await browser.page(viewport)
  const posts = []
  page.on("request", (request) => {
    if (request.url() === FUNCTION_URL && request.method() === "POST") posts.push(request)
  })
  await gotoHydrated(page, "/#contact")
  return { page, watch, posts }
}

async function fill(page, values) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(new RegExp(`^${label}`))
    if (label === "Country code") await field.selectOption(value)
    else await field.fill(value)
  }
}

const person = (email) => ({
  "First name": "Ava",
  "Last name": "Tran",
  Email: email,
  "Country code": "+44",
  Phone: "20 7946 0958",
  "Business type": "Florist in Paddington",
  "Project details": "Spring collection shoot\nwith <b>bold</b> ideas & more",
})

describe("contact form", () => {
  test("an incomplete form shows the required-fields toast and sends nothing", async () => {
    const { page, watch, posts } = await openForm()
    await fill(page, { "First name": "Ava" })
    await page.getByRole("button", { name: "Send Message" }).click()
    await page.getByText(REQUIRED).waitFor()
    const lastName = page.getByLabel(/^Last name/)
    assert.equal(await lastName.getAttribute("aria-invalid"), "true")
    assert.ok(await page.getByText("Last name is required").isVisible(), "the field error is shown")
    assert.equal(await page.evaluate(() => document.activeElement?.id), "lastName", "focus moves to the first missing field")
    await page.waitForTimeout(300)
    assert.equal(posts.length, 0, "nothing was sent")
    watch.assertClean()
    await page.close()
  })

  test("a real submission is stored in Postgres, emailed to the outbox, and the form resets to +61", async () => {
    const email = `ava.${Date.now()}@example.com`
    const { page, watch, posts } = await openForm(MOBILE)
    await fill(page, person(email))
    // Hold the request briefly so the sending state can be seen.
    await page.route(FUNCTION_URL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByRole("button", { name: "Send Message" }).click()
    const sending = page.getByRole("button", { name: "Sending..." })
    await sending.waitFor()
    assert.ok(await sending.isDisabled(), "the button is disabled while sending")
    await page.getByText(SENT).waitFor()

    const [row] = await eventually(async () => (await enquiriesFrom(sql, email)).length === 1 && enquiriesFrom(sql, email), { message: "the stored enquiry" })
    assert.deepEqual(
      [row.first_name, row.last_name, row.email, row.country_code, row.phone, row.business_type, row.project_details],
      ["Ava", "Tran", email, "+44", "20 7946 0958", "Florist in Paddington", "Spring collection shoot\nwith <b>bold</b> ideas & more"],
    )
    assert.equal(row.notification_status, "sent")
    const [message] = await eventually(() => outboxEmails(email).length === 1 && outboxEmails(email), { message: "the outbox email" })
    assert.match(message, /Subject: New enquiry: Ava Tran \(Florist in Paddington\)/)
    assert.match(message, new RegExp(`Reply-To: ${email.replace(/\./g, "\\.")}`))
    assert.match(message, /Phone: \+44 20 7946 0958/)
    assert.ok(message.includes("with &lt;b&gt;bold&lt;/b&gt; ideas &amp; more"), "the HTML part escapes the visitor's markup")

    for (const label of ["First name", "Last name", "Email", "Phone", "Business type", "Project details"]) {
      assert.equal(await page.getByLabel(new RegExp(`^${label}`)).inputValue(), "", `${label} is empty again`)
    }
    assert.equal(await page.getByLabel(/^Country code/).inputValue(), "+61", "after sending, the country code is back to +61")
    assert.equal(posts.length, 1)
    watch.assertClean()
    await page.close()
  })

  test("a double click sends one enquiry", async () => {
    const email = `double.${Date.now()}@example.com`
    const { page, posts } = await openForm()
    await fill(page, person(email))
    await page.getByRole("button", { name: "Send Message" }).dblclick()
    await page.getByText(SENT).waitFor()
    await page.waitForTimeout(500)
    assert.equal(posts.length, 1, "one request")
    assert.equal((await enquiriesFrom(sql, email)).length, 1, "one row")
    assert.equal(outboxEmails(email).length, 1, "one email")
    await page.close()
  })

  for (const [failure, answer] of [
    ["answers 500", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal_error"}' })],
    ["is stopped", (route) => route.abort("connectionrefused")],
  ]) {
    test(`when the backend ${failure}, every value stays and the failure toast shows`, async () => {
      const email = `kept.${Date.now()}@example.com`
      const { page, watch } = await openForm()
      await page.route(FUNCTION_URL, (route) => (route.request().method() === "POST" ? answer(route) : route.continue()))
      const values = person(email)
      await fill(page, values)
      await page.getByRole("button", { name: "Send Message" }).click()
      await page.getByText(FAILED).waitFor()
      for (const [label, value] of Object.entries(values)) {
        assert.equal(await page.getByLabel(new RegExp(`^${label}`)).inputValue(), value, `${label} keeps what the visitor typed`)
      }
      assert.ok(await page.getByRole("button", { name: "Send Message" }).isEnabled())
      assert.equal((await enquiriesFrom(sql, email)).length, 0)
      // The failed call is deliberate here; the page logs it on purpose.
      watch.expect(/Failed to send enquiry|HTTP 500|Failed to load resource|request failed/)
      watch.assertClean()
      await page.close()
    })
  }
})
