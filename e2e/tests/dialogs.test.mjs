// Service and project dialogs: open by mouse and keyboard, show every field, close by Escape and
// by the overlay, give focus back, and their calls to action land on the contact section.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { assertAccessible, assertSectionInView, gotoHydrated, launchBrowser, MOBILE, SITE } from "../support/browser.mjs"
import { projects, services } from "../support/content.mjs"

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser.close())

const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim())

describe("service dialogs", () => {
  for (const service of services) {
    test(`${service.title}: details and five features`, async () => {
      const { page, watch } = await browser.page()
      await gotoHydrated(page, "/")
      await page.getByRole("button", { name: service.title }).click()
      const dialog = page.getByRole("dialog", { name: service.title })
      await dialog.waitFor()
      assert.ok(await dialog.getByText(service.details).isVisible())
      assert.ok(await dialog.getByRole("heading", { name: "What's Included" }).isVisible())
      assert.deepEqual(await dialog.getByRole("listitem").allTextContents(), service.features)
      assert.ok(await dialog.getByRole("link", { name: "Get Started With This Service" }).isVisible())
      await closesOnEscapeBackToCard(page, dialog, service.title)
      watch.assertClean()
      await page.close()
    })
  }

  test("opens from the keyboard, closes on the overlay, passes axe while open", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: services[0].title }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: services[0].title })
    await dialog.waitFor()
    await assertAccessible(page, "service dialog open")
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: "detached" })
    assert.equal(await focusedText(page), services[0].title)
    await page.close()
  })

  test("Get Started With This Service lands on the contact section with the service in the details", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Short-Form Video Production" }).click()
    await page.getByRole("link", { name: "Get Started With This Service" }).click()
    assert.equal(await page.getByRole("dialog").count(), 0, "the dialog closes")
    await assertSectionInView(page, "contact", "After Get Started With This Service")
    assert.equal(await page.getByLabel(/Project details/).inputValue(), "I'm interested in Short-Form Video Production.")
    await page.close()
  })
})

describe("project dialogs", () => {
  for (const project of projects) {
    test(`${project.title}: every field, ${project.rating} stars`, async () => {
      const { page, watch } = await browser.page()
      await gotoHydrated(page, "/portfolio")
      await page.getByRole("button", { name: project.title }).click()
      const dialog = page.getByRole("dialog", { name: project.title })
      await dialog.waitFor()
      assert.equal(await dialog.getByTestId("rating-star").count(), project.rating)
      assert.ok(await dialog.getByRole("img", { name: `Rated ${project.rating} out of 5` }).isVisible())
      const image = dialog.getByRole("img", { name: project.imageAlt })
      await image.scrollIntoViewIfNeeded()
      assert.ok(await image.isVisible(), "the project image is shown")
      for (const text of [
        project.category, project.client, project.location, project.date, `${project.teamSize} person team`,
        project.fullDescription, ...project.deliverables, project.challenge, project.solution,
      ]) {
        assert.ok(await dialog.getByText(text, { exact: true }).isVisible(), `the dialog shows "${text}"`)
      }
      for (const heading of ["Project Overview", "Deliverables", "Challenge", "Our Solution"]) {
        assert.ok(await dialog.getByRole("heading", { name: heading }).isVisible(), `the dialog has ${heading}`)
      }
      await closesOnEscapeBackToCard(page, dialog, project.title)
      watch.assertClean()
      await page.close()
    })
  }

  test("at 375 px: opens by keyboard, passes axe, closes on the overlay", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/portfolio")
    await page.getByRole("button", { name: projects[1].title }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: projects[1].title })
    await dialog.waitFor()
    await assertAccessible(page, "project dialog open at 375 px")
    await page.mouse.click(180, 10)
    await dialog.waitFor({ state: "detached" })
    await page.close()
  })

  test("Start Similar Project closes the dialog and lands on the home contact section", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/portfolio")
    await page.getByRole("button", { name: projects[3].title }).click()
    await page.getByRole("link", { name: "Start Similar Project" }).click()
    await page.waitForURL(`${SITE}/#contact`)
    assert.equal(await page.getByRole("dialog").count(), 0)
    await assertSectionInView(page, "contact", "After Start Similar Project")
    await page.close()
  })

  test("Start Your Project lands on the home contact section", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/portfolio")
    await page.getByRole("link", { name: "Start Your Project" }).click()
    await page.waitForURL(`${SITE}/#contact`)
    await assertSectionInView(page, "contact", "After Start Your Project")
    await page.close()
  })

  test("Get In Touch on the process page lands on the home contact section", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/process")
    await page.getByRole("link", { name: "Get In Touch" }).click()
    await page.waitForURL(`${SITE}/#contact`)
    await assertSectionInView(page, "contact", "After Get In Touch")
    await page.close()
  })
})

/** Escape closes the dialog and gives focus back to the card button that opened it. */
async function closesOnEscapeBackToCard(page, dialog, cardTitle) {
  await page.keyboard.press("Escape")
  await dialog.waitFor({ state: "detached" })
  assert.equal(await focusedText(page), cardTitle, "focus returns to the card that opened the dialog")
}
