import { TextEncoder } from "node:util"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import IndexPage from "../../src/pages/index"
import { ContactForm } from "../../src/components/contact-form"
import { getSupabaseClient } from "../../src/lib/supabase-client"
import { MESSAGES } from "../../src/lib/messages"
import { HONEYPOT_FIELD } from "../../supabase/functions/_shared/enquiry-fields"
import { IDEMPOTENCY_KEY_FIELD } from "../../supabase/functions/_shared/enquiry-form-post"
import { content, homePageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"

// The form around its scripting: what the browser gets before hydration, and the hand-over to the
// scripted fields. Only the function call is faked.
jest.mock("../../src/lib/supabase-client")
const invoke = jest.fn()
jest.setTimeout(20_000)

const field = (label: RegExp) => screen.getByLabelText(label)
const form = () => screen.getByRole("form", { name: content.site.contact.formTitle })

describe("the enquiry form before its scripting", () => {
  beforeEach(() => {
    jest.mocked(getSupabaseClient).mockResolvedValue({ functions: { invoke } } as never)
  })

  it("is pre-rendered as a form the browser checks and posts to the enquiry function", () => {
    // React's server renderer needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server")
    const html = renderToString(<ContactForm content={content.site.contact} />)
    const container = document.createElement("div")
    container.innerHTML = html
    const markup = container.querySelector("form")
    expect(markup).toHaveAttribute("method", "post")
    expect(markup).toHaveAttribute("action", "http://127.0.0.1:54321/functions/v1/send-contact-email")
    expect(markup).not.toHaveAttribute("novalidate")
    const required = [...(markup?.querySelectorAll("[required]") ?? [])].map((control) =>
      control.getAttribute("name"),
    )
    expect(required).toEqual(["firstName", "lastName", "email", "projectDetails"])
    expect(markup?.querySelector("[name=email]")).toHaveAttribute("type", "email")
    const names = [...(markup?.querySelectorAll("[name]") ?? [])].map((control) =>
      control.getAttribute("name"),
    )
    expect(names).toEqual([
      "firstName",
      "lastName",
      "email",
      "countryCode",
      "phone",
      "businessType",
      "projectDetails",
      HONEYPOT_FIELD,
      IDEMPOTENCY_KEY_FIELD,
    ])
  })

  it("sends a submit made while its scripting loads exactly once, with what was typed", async () => {
    invoke.mockResolvedValue({ data: {}, error: null })
    renderPage(<IndexPage {...pageProps(homePageData)} />)
    expect(form()).toHaveAttribute("novalidate")
    fireEvent.change(field(/^First name/), { target: { value: "Mia" } })
    fireEvent.change(field(/^Last name/), { target: { value: "Nguyen" } })
    fireEvent.change(field(/^Email/), { target: { value: "mia@grindstone.com.au" } })
    fireEvent.change(field(/^Project details/), { target: { value: "Autumn menu shoot" } })
    fireEvent.submit(form())
    fireEvent.submit(form())

    // The first load of the scripted form's module is slow under jest's on-the-fly compilation.
    expect(await screen.findByText(MESSAGES.sent, {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(invoke).toHaveBeenCalledTimes(1)
    expect(invoke.mock.calls[0][1].body).toMatchObject({
      firstName: "Mia",
      lastName: "Nguyen",
      email: "mia@grindstone.com.au",
      projectDetails: "Autumn menu shoot",
    })
  })

  it("hands what was typed and the focus over to the scripted form", async () => {
    renderPage(<IndexPage {...pageProps(homePageData)} />)
    fireEvent.change(field(/^First name/), { target: { value: "Mia" } })
    fireEvent.change(field(/^Project details/), { target: { value: "Autumn menu shoot" } })
    const plainLastName = field(/^Last name/)
    act(() => plainLastName.focus())

    await waitFor(() => expect(field(/^Last name/)).not.toBe(plainLastName), { timeout: 15_000 })
    expect(field(/^Last name/)).toHaveFocus()
    expect(field(/^First name/)).toHaveValue("Mia")
    expect(field(/^Project details/)).toHaveValue("Autumn menu shoot")
    expect(field(/^Country code/)).toHaveValue("+61")
    // The collection notice stays under the scripted form too.
    expect(within(form()).getByRole("link", { name: content.site.contact.privacyLink })).toHaveAttribute(
      "href",
      "/privacy/",
    )
  })
})
