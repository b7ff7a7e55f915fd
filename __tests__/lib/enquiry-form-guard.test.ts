import { ENQUIRY_FORM_GUARD } from "../../src/lib/enquiry-form-guard"

// The inline script that runs before hydration (gatsby-ssr.tsx, home page only).
describe("the plain form's repeat guard", () => {
  let form: HTMLFormElement
  const key = () => (form.elements.namedItem("idempotencyKey") as HTMLInputElement).value
  const submit = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))

  beforeAll(() => {
    new Function(ENQUIRY_FORM_GUARD)()
  })

  beforeEach(() => {
    document.body.innerHTML =
      '<form><input name="firstName"><input type="hidden" name="idempotencyKey" value=""></form>'
    form = document.querySelector("form") as HTMLFormElement
  })

  it("gives a plain post a key and sends a repeat of it with the same key", () => {
    submit()
    const first = key()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    submit()
    expect(key()).toBe(first)
  })

  it("starts a new key once the visitor edits the form", () => {
    submit()
    const first = key()
    const firstName = form.elements.namedItem("firstName") as HTMLInputElement
    firstName.dispatchEvent(new Event("input", { bubbles: true }))
    expect(key()).toBe("")
    submit()
    expect(key()).not.toBe(first)
  })

  it("leaves a submit the scripted form handled alone", () => {
    form.addEventListener("submit", (event) => event.preventDefault())
    submit()
    expect(key()).toBe("")
  })
})
