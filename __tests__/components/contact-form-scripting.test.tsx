import { screen, waitFor } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import IndexPage from "../../src/pages/index"
import { getSupabaseClient } from "../../src/lib/supabase-client"
import { COUNTRY_CODES, HONEYPOT_FIELD } from "../../supabase/functions/_shared/enquiry-fields"
import { homePageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"

// The network boundary: the Supabase client's function call. Everything in front of it is real.
jest.mock("../../src/lib/supabase-client")
// Typing into the whole home page takes several seconds on a busy two-core machine.
jest.setTimeout(20_000)
const invoke = jest.fn()

const field = (label: RegExp) => screen.getByLabelText(label)
const submitButton = () => screen.getByRole("button", { name: /Send Message|Sending/ })

async function fillRequired(user: UserEvent) {
  await user.type(field(/^First name/), "Mia")
  await user.type(field(/^Last name/), "Nguyen")
  await user.type(field(/^Email/), "mia@grindstone.com.au")
  await user.type(field(/^Project details/), "Autumn menu shoot for Instagram")
}

describe("the enquiry form with its scripting", () => {
  beforeEach(() => {
    jest.mocked(getSupabaseClient).mockResolvedValue({ functions: { invoke } } as never)
    renderPage(<IndexPage {...pageProps(homePageData)} />)
  })

  it("marks the four required fields and uses an email input and a 120 px message box", () => {
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Project details/]) {
      expect(field(label)).toHaveAttribute("aria-required", "true")
      expect(field(label).closest("div")).toHaveTextContent("*")
    }
    for (const label of [/^Phone/, /^Business type/])
      expect(field(label)).not.toHaveAttribute("aria-required")
    expect(field(/^Email/)).toHaveAttribute("type", "email")
    expect(field(/^Project details/)).toHaveClass("min-h-[120px]")
  })

  it("offers the fifteen country codes with +61 selected", () => {
    const select = field(/^Country code/) as HTMLSelectElement
    expect(select).toHaveValue("+61")
    // The list itself is pinned to the spec in __tests__/lib/enquiry.test.ts.
    expect(Array.from(select.options).map((option) => option.value)).toEqual([...COUNTRY_CODES])
  })

  it("refuses to send with a required field empty: toast, accessible field errors, nothing sent", async () => {
    const user = userEvent.setup()
    await user.type(field(/^First name/), "Mia")
    await user.click(submitButton())

    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument()
    const lastName = field(/^Last name/)
    expect(lastName).toHaveAttribute("aria-invalid", "true")
    expect(lastName).toHaveAccessibleDescription("Last name is required")
    expect(field(/^Email/)).toHaveAccessibleDescription("Email is required")
    expect(field(/^Project details/)).toHaveAccessibleDescription("Project details are required")
    expect(field(/^First name/)).toHaveAttribute("aria-invalid", "false")
    expect(lastName).toHaveFocus()
    expect(invoke).not.toHaveBeenCalled()
  })

  it("treats whitespace as empty", async () => {
    const user = userEvent.setup()
    await fillRequired(user)
    await user.clear(field(/^Last name/))
    await user.type(field(/^Last name/), "   ")
    await user.click(submitButton())
    expect(await screen.findByText("Please fill in all required fields")).toBeInTheDocument()
    expect(invoke).not.toHaveBeenCalled()
  })

  it("rejects a malformed email address without sending", async () => {
    const user = userEvent.setup()
    await fillRequired(user)
    await user.clear(field(/^Email/))
    await user.type(field(/^Email/), "mia@grindstone")
    await user.click(submitButton())
    expect(await screen.findByText("Please correct the highlighted fields")).toBeInTheDocument()
    expect(field(/^Email/)).toHaveAccessibleDescription("Enter a valid email address")
    expect(invoke).not.toHaveBeenCalled()
  })

  it("shows the sending state, sends exactly the seven fields, then resets to empty with +61", async () => {
    let answer: (value: { data: unknown; error: null }) => void = () => undefined
    invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    await fillRequired(user)
    await user.selectOptions(field(/^Country code/), "+44")
    await user.type(field(/^Phone/), "20 7946 0958")
    await user.type(field(/^Business type/), "Cafe")
    await user.click(submitButton())

    await waitFor(() => expect(submitButton()).toBeDisabled())
    expect(submitButton()).toHaveTextContent("Sending...")
    expect(invoke).toHaveBeenCalledTimes(1)
    expect(invoke).toHaveBeenCalledWith("send-contact-email", {
      body: {
        firstName: "Mia",
        lastName: "Nguyen",
        email: "mia@grindstone.com.au",
        countryCode: "+44",
        phone: "20 7946 0958",
        businessType: "Cafe",
        projectDetails: "Autumn menu shoot for Instagram",
      },
      headers: { "Idempotency-Key": expect.stringMatching(/^[0-9a-f-]{36}$/) },
    })

    answer({ data: { ok: true }, error: null })
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument()
    await waitFor(() => expect(submitButton()).toBeEnabled())
    expect(submitButton()).toHaveTextContent("Send Message")
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Email/,
      /^Phone/,
      /^Business type/,
      /^Project details/,
    ]) {
      expect(field(label)).toHaveValue("")
    }
    expect(field(/^Country code/)).toHaveValue("+61")
  })

  it("sends trimmed values", async () => {
    invoke.mockResolvedValue({ data: {}, error: null })
    const user = userEvent.setup()
    await fillRequired(user)
    await user.type(field(/^First name/), "  ")
    await user.click(submitButton())
    await waitFor(() => expect(invoke).toHaveBeenCalled())
    expect(invoke.mock.calls[0][1].body.firstName).toBe("Mia")
  })

  it("keeps every value, logs the error and shows the failure toast when the function fails", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const failure = new Error("Edge Function returned a non-2xx status code")
    invoke.mockResolvedValue({ data: null, error: failure })
    const user = userEvent.setup()
    await fillRequired(user)
    await user.type(field(/^Phone/), "0412 345 678")
    await user.click(submitButton())

    expect(
      await screen.findByText("Failed to send message. Please try again or contact us directly."),
    ).toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith("Failed to send enquiry", failure)
    expect(field(/^First name/)).toHaveValue("Mia")
    expect(field(/^Email/)).toHaveValue("mia@grindstone.com.au")
    expect(field(/^Phone/)).toHaveValue("0412 345 678")
    expect(field(/^Project details/)).toHaveValue("Autumn menu shoot for Instagram")
    expect(submitButton()).toBeEnabled()
    consoleError.mockRestore()
  })

  it("treats a client that cannot load (offline) like a failed call", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    jest.mocked(getSupabaseClient).mockRejectedValue(new Error("Loading chunk failed"))
    const user = userEvent.setup()
    await fillRequired(user)
    await user.click(submitButton())
    expect(
      await screen.findByText("Failed to send message. Please try again or contact us directly."),
    ).toBeInTheDocument()
    expect(field(/^Last name/)).toHaveValue("Nguyen")
    consoleError.mockRestore()
  })

  it("retries a failed submission with the same idempotency key, and a changed one with a new key", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    invoke.mockResolvedValue({ data: null, error: new Error("network") })
    const user = userEvent.setup()
    await fillRequired(user)
    await user.click(submitButton())
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.type(field(/^Business type/), "Bakery")
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

  it("sends once when the button is clicked twice quickly", async () => {
    invoke.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve({ data: {}, error: null }), 50)),
    )
    const user = userEvent.setup()
    await fillRequired(user)
    await user.dblClick(submitButton())
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument()
    expect(invoke).toHaveBeenCalledTimes(1)
  })
})
