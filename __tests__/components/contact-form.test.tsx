import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import IndexPage from "../../src/pages/index"
import { ContactForm } from "../../src/components/contact-form"
import { getSupabaseClient } from "../../src/lib/supabase-client"
import {
  COUNTRY_CODES,
  HONEYPOT_FIELD,
  type EnquiryField,
} from "../../supabase/functions/_shared/enquiry-fields"
import { content, homePageData, siteJson } from "../support/content"
import { pageProps, prerender, renderPage } from "../support/render"

// The enquiry form, its rules and messages (SPEC §4, §5, §8). Only the Supabase client's function call is faked.
jest.mock("../../src/lib/supabase-client")
// Typing into the whole home page takes several seconds on a busy two-core machine.
jest.setTimeout(20_000)
const invoke = jest.fn()

// An editor has renamed a label: the form names the field as content does, in its errors too.
const contact = { ...content.site.contact, labels: { ...content.site.contact.labels, lastName: "Surname" } }
const homePage = { ...homePageData, siteJson: { ...siteJson, contact } } as typeof homePageData
const { labels } = contact
const REQUIRED: EnquiryField[] = ["firstName", "lastName", "email", "projectDetails"]
const OPTIONAL: EnquiryField[] = ["phone", "businessType"]
const field = (name: EnquiryField) => screen.getByLabelText((text) => text.startsWith(labels[name]))
const submitButton = () =>
  screen.getByRole("button", { name: (name) => name === labels.submit || name === labels.sending })
const form = () => screen.getByRole("form", { name: contact.formTitle })
// The spec's messages, word for word (SPEC §8).
const FILL_REQUIRED = "Please fill in all required fields"
const SENT = "Message sent successfully! We'll get back to you soon."
const FAILED = "Failed to send message. Please try again or contact us directly."

const typed = {
  firstName: "Mia",
  lastName: "Nguyen",
  email: "mia@grindstone.com.au",
  projectDetails: "Autumn menu shoot for Instagram",
}

async function fillRequired(user: UserEvent) {
  for (const [name, value] of Object.entries(typed)) await user.type(field(name as EnquiryField), value)
}

/** Makes the function call fail (or the client fail to load), with the console error it logs kept quiet. */
function failSending(how: "call" | "client") {
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  const failure = new Error(
    how === "call" ? "Edge Function returned a non-2xx status code" : "Loading chunk failed",
  )
  if (how === "call") invoke.mockResolvedValue({ data: null, error: failure })
  else jest.mocked(getSupabaseClient).mockRejectedValue(failure)
  return { consoleError, failure }
}

beforeEach(() => {
  jest.mocked(getSupabaseClient).mockResolvedValue({ functions: { invoke } } as never)
})

describe("the enquiry form as pre-rendered", () => {
  it("is a form the browser checks itself: the four required fields, an email input", async () => {
    const container = document.createElement("div")
    container.innerHTML = await prerender(<ContactForm content={contact} />)
    const markup = container.querySelector("form")
    expect(markup).not.toHaveAttribute("novalidate")
    const required = [...(markup?.querySelectorAll("[required]") ?? [])].map((control) => control.id)
    expect(required).toEqual(REQUIRED)
    expect(markup?.querySelector("#email")).toHaveAttribute("type", "email")
  })

  it("answers a Send pressed while its scripting loads, once the scripting is in", async () => {
    await renderPage(<IndexPage {...pageProps(homePage)} />)
    fireEvent.submit(form())
    expect(await screen.findByText(FILL_REQUIRED, {}, { timeout: 15_000 })).toBeVisible()
  })

  it("hands what was typed and the focus over to the scripted form", async () => {
    await renderPage(<IndexPage {...pageProps(homePage)} />)
    fireEvent.change(field("firstName"), { target: { value: "Mia" } })
    fireEvent.change(field("projectDetails"), { target: { value: "Autumn menu shoot" } })
    const plainLastName = field("lastName")
    act(() => plainLastName.focus())

    // The first load of the scripted form's module is slow under jest's on-the-fly compilation.
    await waitFor(() => expect(field("lastName")).not.toBe(plainLastName), { timeout: 15_000 })
    expect(field("lastName")).toHaveFocus()
    expect(field("firstName")).toHaveValue("Mia")
    expect(field("projectDetails")).toHaveValue("Autumn menu shoot")
    // The collection notice stays under the scripted form too.
    const privacyLink = within(form()).getByRole("link", { name: contact.privacyLink })
    expect(privacyLink).toHaveAttribute("href", "/privacy/")
  })
})

describe("the enquiry form with its scripting", () => {
  beforeEach(async () => {
    await renderPage(<IndexPage {...pageProps(homePage)} />)
  })

  it("marks the four required fields with an asterisk, and offers the country codes with +61 chosen", () => {
    for (const name of REQUIRED) {
      expect(field(name)).toHaveAttribute("aria-required", "true")
      expect(field(name).closest("div")).toHaveTextContent("*")
    }
    for (const name of OPTIONAL) expect(field(name)).not.toHaveAttribute("aria-required")
    expect(field("email")).toHaveAttribute("type", "email")
    // The list itself is pinned to the spec in __tests__/lib/enquiry.test.ts.
    const select = field("countryCode") as HTMLSelectElement
    expect([...select.options].map((option) => option.value)).toEqual([...COUNTRY_CODES])
    expect(select).toHaveValue("+61")
  })

  it("refuses to send with a required field empty: toast, field errors named by their labels, focus on the first", async () => {
    const user = userEvent.setup()
    await user.type(field("firstName"), "Mia")
    await user.click(submitButton())

    expect(await screen.findByText(FILL_REQUIRED)).toBeInTheDocument()
    expect(field("lastName")).toHaveAttribute("aria-invalid", "true")
    expect(field("lastName")).toHaveAccessibleDescription("Surname is required")
    expect(field("email")).toHaveAccessibleDescription(`${labels.email} is required`)
    expect(field("projectDetails")).toHaveAccessibleDescription(`${labels.projectDetails} is required`)
    expect(field("firstName")).toHaveAttribute("aria-invalid", "false")
    expect(field("lastName")).toHaveFocus()
    expect(invoke).not.toHaveBeenCalled()
  })

  it("refuses a malformed email address without sending", async () => {
    const user = userEvent.setup()
    await fillRequired(user)
    await user.clear(field("email"))
    await user.type(field("email"), "mia@grindstone")
    await user.click(submitButton())
    expect(await screen.findByText("Please correct the highlighted fields")).toBeInTheDocument()
    expect(field("email")).toHaveAccessibleDescription("Enter a valid email address")
    expect(invoke).not.toHaveBeenCalled()
  })

  it("shows the sending state, sends the seven fields once however often Send is pressed, then resets to empty with +61", async () => {
    let answer: (value: { data: unknown; error: null }) => void = () => undefined
    invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    await fillRequired(user)
    await user.selectOptions(field("countryCode"), "+44")
    await user.type(field("phone"), "20 7946 0958")
    await user.type(field("businessType"), "Cafe")
    await user.dblClick(submitButton())

    await waitFor(() => expect(submitButton()).toBeDisabled())
    expect(submitButton()).toHaveTextContent(labels.sending)
    expect(invoke).toHaveBeenCalledTimes(1)
    expect(invoke).toHaveBeenCalledWith("send-contact-email", {
      body: { ...typed, countryCode: "+44", phone: "20 7946 0958", businessType: "Cafe" },
      headers: { "Idempotency-Key": expect.stringMatching(/^[0-9a-f-]{36}$/) },
    })

    answer({ data: { ok: true }, error: null })
    expect(await screen.findByText(SENT)).toBeInTheDocument()
    await waitFor(() => expect(submitButton()).toBeEnabled())
    expect(submitButton()).toHaveTextContent(labels.submit)
    for (const name of [...REQUIRED, ...OPTIONAL]) expect(field(name)).toHaveValue("")
    expect(field("countryCode")).toHaveValue("+61")
    expect(invoke).toHaveBeenCalledTimes(1)
  })

  it.each(["call", "client"] as const)(
    "keeps every value, logs the error and shows the failure toast when the %s fails",
    async (how) => {
      const { consoleError, failure } = failSending(how)
      const user = userEvent.setup()
      await fillRequired(user)
      await user.type(field("phone"), "0412 345 678")
      await user.click(submitButton())

      expect(await screen.findByText(FAILED)).toBeInTheDocument()
      expect(consoleError).toHaveBeenCalledWith("Failed to send enquiry", failure)
      for (const [name, value] of Object.entries({ ...typed, phone: "0412 345 678" }))
        expect(field(name as EnquiryField)).toHaveValue(value)
      expect(submitButton()).toBeEnabled()
      consoleError.mockRestore()
    },
  )

  it("retries a failed submission with the same idempotency key, and a changed one with a new key", async () => {
    const { consoleError } = failSending("call")
    const user = userEvent.setup()
    await fillRequired(user)
    for (const times of [1, 2]) {
      await user.click(submitButton())
      await waitFor(() => expect(invoke).toHaveBeenCalledTimes(times))
      await waitFor(() => expect(submitButton()).toBeEnabled())
    }
    await user.type(field("businessType"), "Bakery")
    await user.click(submitButton())
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(3))

    const keys = invoke.mock.calls.map((call) => call[1].headers["Idempotency-Key"])
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    consoleError.mockRestore()
  })

  it("adds the hidden trap field to the body only when a bot filled it", async () => {
    invoke.mockResolvedValue({ data: {}, error: null })
    const user = userEvent.setup()
    await fillRequired(user)
    const trap = document.getElementById(HONEYPOT_FIELD) as HTMLInputElement
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull()
    expect(trap).toHaveAttribute("tabindex", "-1")
    trap.value = "http://cheap-seo.example"
    await user.click(submitButton())
    await waitFor(() => expect(invoke).toHaveBeenCalled())
    expect(invoke.mock.calls[0][1].body[HONEYPOT_FIELD]).toBe("http://cheap-seo.example")
  })
})
