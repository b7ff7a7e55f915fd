// Service and project dialogs: open by mouse and keyboard at both widths, show every field, close by
// Escape, the overlay and the close button, give focus back, time their tooltips (700 ms, then 300 ms
// skip), and their calls to action land on the contact section 100 ms later.
import assert from "node:assert/strict"
import { describe, test } from "node:test"
import {
  assertAccessible,
  assertGone,
  assertScrollsToSection,
  assertShows,
  DESKTOP,
  gotoHydrated,
  MOBILE,
  screenshot,
  useBrowser,
} from "../support/browser.mjs"
import { projects, services, site } from "../support/content.mjs"
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../support/product.mjs"

const browser = useBrowser()
const ratingLabel = (project) => site.portfolio.ratingLabel.replace("{rating}", String(project.rating))
// Timer and frame jitter around the tooltip delays.
const EARLIEST_OPEN_MS = TOOLTIP_OPEN_DELAY_MS - 100
const LATEST_OPEN_MS = TOOLTIP_OPEN_DELAY_MS + 300
const AT_ONCE_MS = 150

const focusedText = (page) => page.evaluate(() => document.activeElement?.textContent?.trim())

/** Opens the card's dialog with a click, or with Enter on the focused card. */
async function openDialog(page, title, { keyboard = false } = {}) {
  const card = page.getByRole("button", { name: title })
  if (keyboard) {
    await card.focus()
    await page.keyboard.press("Enter")
  } else {
    await card.click()
  }
  const dialog = page.getByRole("dialog", { name: title })
  await assertShows(
    dialog,
    `${keyboard ? "Pressing Enter on" : "Clicking"} the ${title} card should open its dialog, but none appeared`,
  )
  return dialog
}

/** Closes the dialog one way and checks focus went back to the card that opened it. */
async function closeBackToCard(page, dialog, cardTitle, how) {
  if (how === "Escape") await page.keyboard.press("Escape")
  else if (how === "overlay") await page.mouse.click(5, 5)
  else await dialog.getByRole("button", { name: site.navigation.closeDialog }).click()
  await assertGone(dialog, `The ${cardTitle} dialog should close on ${how}, but it stayed open`)
  assert.equal(
    await focusedText(page),
    cardTitle,
    `After closing the dialog on ${how}, keyboard focus should be back on the ${cardTitle} card`,
  )
}

async function assertServiceDialog(dialog, service) {
  assert.ok(
    await dialog.getByText(service.details).isVisible(),
    `The ${service.title} dialog should show its details`,
  )
  assert.ok(
    await dialog.getByRole("heading", { name: "What's Included" }).isVisible(),
    `The ${service.title} dialog should have a What's Included list`,
  )
  const features = await dialog.getByRole("listitem").allTextContents()
  const expected = service.features.length
  assert.equal(
    features.length,
    expected,
    `The ${service.title} dialog should list ${expected} features, but the visitor sees ${features.length}`,
  )
  assert.deepEqual(
    features,
    service.features,
    `The ${service.title} dialog should list the features from content/services.json`,
  )
  assert.ok(
    await dialog.getByRole("link", { name: "Get Started With This Service" }).isVisible(),
    `The ${service.title} dialog should offer Get Started With This Service`,
  )
}

async function assertProjectDialog(dialog, project, width) {
  const where = `The ${project.title} dialog at ${width} px`
  assert.equal(
    await dialog.getByTestId("rating-star").count(),
    project.rating,
    `${where} should show ${project.rating} stars`,
  )
  assert.ok(
    await dialog.getByRole("img", { name: ratingLabel(project) }).isVisible(),
    `${where} should read the rating as "${ratingLabel(project)}"`,
  )
  const image = dialog.getByRole("img", { name: project.imageAlt })
  await image.scrollIntoViewIfNeeded()
  assert.ok(await image.isVisible(), `${where} should show the project image`)
  for (const text of [
    project.category,
    project.client,
    project.location,
    project.date,
    `${project.teamSize} person team`,
    project.fullDescription,
    ...project.deliverables,
    project.challenge,
    project.solution,
  ]) {
    const field = dialog.getByText(text, { exact: true })
    await field.scrollIntoViewIfNeeded()
    assert.ok(await field.isVisible(), `${where} should show "${text}"`)
  }
  for (const heading of ["Project Overview", "Deliverables", "Challenge", "Our Solution"]) {
    assert.ok(
      await dialog.getByRole("heading", { name: heading }).isVisible(),
      `${where} should have the ${heading} heading`,
    )
  }
  assert.ok(
    await dialog.getByRole("link", { name: "Start Similar Project" }).isVisible(),
    `${where} should offer Start Similar Project`,
  )
}

describe("service dialogs", () => {
  for (const [index, service] of services.entries()) {
    test(`${service.title}: details and five features, closes on Escape back to its card`, async () => {
      const { page } = await browser.page()
      await gotoHydrated(page, "/")
      const dialog = await openDialog(page, service.title)
      if (index === 0) await screenshot(page, "service-dialog-1280")
      await assertServiceDialog(dialog, service)
      await closeBackToCard(page, dialog, service.title, "Escape")
    })
  }

  test("opens from the keyboard, passes axe while open, closes on the overlay back to its card", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    const dialog = await openDialog(page, services[0].title, { keyboard: true })
    await assertAccessible(page, "The service dialog open at 1280 px")
    await closeBackToCard(page, dialog, services[0].title, "overlay")
  })

  test("at 375 px: opens by tap, shows its contents, passes axe, closes with its close button", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/")
    const service = services[2]
    const dialog = await openDialog(page, service.title)
    await screenshot(page, "service-dialog-375")
    await assertServiceDialog(dialog, service)
    await assertAccessible(page, "The service dialog open at 375 px")
    await closeBackToCard(page, dialog, service.title, "the close button")
  })

  test("Get Started With This Service closes the dialog, scrolls to the contact section after 100 ms, names the service", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/")
    await openDialog(page, "Short-Form Video Production")
    await assertScrollsToSection(
      page,
      page.getByRole("link", { name: "Get Started With This Service" }),
      "contact",
      "After Get Started With This Service",
    )
    assert.equal(
      await page.getByRole("dialog").count(),
      0,
      "The service dialog should close when the visitor chooses Get Started With This Service",
    )
    assert.equal(
      await page.locator("#projectDetails").inputValue(),
      "I'm interested in Short-Form Video Production.",
      "The project details should already name the service the visitor chose",
    )
  })
})

describe("project dialogs", () => {
  for (const [index, project] of projects.entries()) {
    test(`${project.title}: every field, five stars, closes on Escape back to its card`, async () => {
      const { page } = await browser.page()
      await gotoHydrated(page, "/portfolio/")
      const dialog = await openDialog(page, project.title)
      if (index === 0) await screenshot(page, "project-dialog-1280")
      await assertProjectDialog(dialog, project, DESKTOP.width)
      if (index === 0) await assertAccessible(page, "The project dialog open at 1280 px")
      await closeBackToCard(page, dialog, project.title, "Escape")
    })
  }

  test("at 1280 px closes on the overlay back to its card", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/portfolio/")
    const dialog = await openDialog(page, projects[4].title)
    await closeBackToCard(page, dialog, projects[4].title, "overlay")
  })

  test("at 375 px: opens by tap and shows every field, closes with its close button back to its card", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/portfolio/")
    const dialog = await openDialog(page, projects[5].title)
    await screenshot(page, "project-dialog-375")
    await assertProjectDialog(dialog, projects[5], MOBILE.width)
    await closeBackToCard(page, dialog, projects[5].title, "the close button")
  })

  test("at 375 px: opens by keyboard, passes axe, closes on the overlay back to its card", async () => {
    const { page } = await browser.page(MOBILE)
    await gotoHydrated(page, "/portfolio/")
    const dialog = await openDialog(page, projects[1].title, { keyboard: true })
    await assertAccessible(page, "The project dialog open at 375 px")
    await closeBackToCard(page, dialog, projects[1].title, "overlay")
  })

  test("Start Similar Project closes the dialog and scrolls to the home contact section 100 ms after arriving", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/portfolio/")
    await openDialog(page, projects[3].title)
    await assertScrollsToSection(
      page,
      page.getByRole("link", { name: "Start Similar Project" }),
      "contact",
      "After Start Similar Project",
    )
    assert.equal(
      await page.getByRole("dialog").count(),
      0,
      "The project dialog should close when the visitor chooses Start Similar Project",
    )
  })

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width} px Start Your Project scrolls to the home contact section 100 ms after arriving`, async () => {
      const { page } = await browser.page(viewport)
      await gotoHydrated(page, "/portfolio/")
      await assertScrollsToSection(
        page,
        page.getByRole("link", { name: "Start Your Project" }),
        "contact",
        `After Start Your Project at ${viewport.width} px`,
      )
    })
  }

  test("Get In Touch on the process page scrolls to the home contact section 100 ms after arriving", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/process/")
    await assertScrollsToSection(
      page,
      page.getByRole("link", { name: "Get In Touch" }),
      "contact",
      "After Get In Touch on the process page",
    )
  })
})

describe("tooltips (SPEC §4, §9: 700 ms open delay, 300 ms skip delay)", () => {
  test("the rating and the close button open their tooltips after 700 ms, the next one at once within 300 ms", async () => {
    const { page } = await browser.page()
    await gotoHydrated(page, "/portfolio/")
    const dialog = await openDialog(page, projects[0].title)
    const stars = dialog.getByRole("img", { name: ratingLabel(projects[0]) })
    const close = dialog.getByRole("button", { name: site.navigation.closeDialog })
    const away = dialog.getByRole("heading", { name: "Project Overview" })
    await away.scrollIntoViewIfNeeded()
    await stars.scrollIntoViewIfNeeded()
    await hover(page, dialog.getByRole("heading", { name: projects[0].title }))
    await recordTooltips(page)

    const rating = await hoverAndTimeTooltip(page, stars, ratingLabel(projects[0]))
    assert.ok(
      rating.delay >= EARLIEST_OPEN_MS,
      `The rating's tooltip appeared ${rating.delay} ms after the pointer arrived; the visitor should wait about ${TOOLTIP_OPEN_DELAY_MS} ms`,
    )
    assert.ok(
      rating.delay <= LATEST_OPEN_MS,
      `The rating's tooltip appeared only ${rating.delay} ms after the pointer arrived; it should be visible by about ${LATEST_OPEN_MS} ms`,
    )

    // Pointer off the rating: its tooltip closes; the close button, reached within the skip delay, opens at once.
    const closedAt = await moveAwayUntilClosed(page, away)
    const skip = await hoverAndTimeTooltip(page, close, site.navigation.closeDialog)
    const reachedAfter = Math.round(skip.hoveredAt - closedAt)
    assert.ok(
      reachedAfter < TOOLTIP_SKIP_DELAY_MS,
      `The test reached the close button ${reachedAfter} ms after the last tooltip closed; it must do so within ${TOOLTIP_SKIP_DELAY_MS} ms`,
    )
    assert.ok(
      skip.delay <= AT_ONCE_MS,
      `Within ${TOOLTIP_SKIP_DELAY_MS} ms of another tooltip closing, the close button's tooltip should open at once, but it took ${skip.delay} ms`,
    )

    // Once the skip window is over, the 700 ms delay applies again.
    await moveAwayUntilClosed(page, away)
    await page.waitForTimeout(TOOLTIP_SKIP_DELAY_MS + 200)
    const again = await hoverAndTimeTooltip(page, stars, ratingLabel(projects[0]))
    assert.ok(
      again.delay >= EARLIEST_OPEN_MS,
      `More than ${TOOLTIP_SKIP_DELAY_MS} ms after the last tooltip closed, the rating's tooltip should wait about ${TOOLTIP_OPEN_DELAY_MS} ms again, but it opened after ${again.delay} ms`,
    )
  })
})

async function hover(page, locator) {
  const box = await locator.boundingBox()
  assert.ok(box, "The element to point at should be on screen")
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
}

/** Records, in the page, when the pointer enters an element and when tooltips open and close. */
async function recordTooltips(page) {
  await page.evaluate(() => {
    const log = (window.__tooltips = { entered: [], opened: [], closedAt: 0 })
    document.addEventListener(
      "pointerover",
      (event) => log.entered.push({ at: performance.now(), target: event.target }),
      true,
    )
    let open = new Set()
    new MutationObserver(() => {
      const now = new Set(document.querySelectorAll("[role=tooltip]"))
      for (const tooltip of now)
        if (!open.has(tooltip)) log.opened.push({ at: performance.now(), text: tooltip.textContent })
      if ([...open].some((tooltip) => !now.has(tooltip))) log.closedAt = performance.now()
      open = now
    }).observe(document.body, { childList: true, subtree: true })
  })
}

/** Points at `trigger` and returns when the pointer arrived and how long its tooltip took to open. */
async function hoverAndTimeTooltip(page, trigger, text) {
  const handle = await trigger.elementHandle()
  const since = await page.evaluate(() => window.__tooltips.opened.length)
  await hover(page, trigger)
  await assertShows(
    page.getByRole("tooltip", { name: text }),
    `Pointing at the element should show the tooltip "${text}", but none appeared within 3 s`,
    { timeout: 3000 },
  )
  const { hoveredAt, openedAt } = await page.evaluate(
    ([element, count, label]) => {
      const log = window.__tooltips
      return {
        hoveredAt: log.entered.find(
          (entry) => element.contains(entry.target) && entry.at >= (log.opened[count - 1]?.at ?? 0),
        )?.at,
        openedAt: log.opened.slice(count).find((entry) => entry.text === label)?.at,
      }
    },
    [handle, since, text],
  )
  assert.ok(
    hoveredAt && openedAt,
    `The tooltip "${text}" should open after the pointer arrives on its element`,
  )
  if (process.env.E2E_DEBUG)
    console.log(`[tooltip] "${text}" opened ${Math.round(openedAt - hoveredAt)} ms after the pointer arrived`)
  return { hoveredAt, delay: Math.round(openedAt - hoveredAt) }
}

async function moveAwayUntilClosed(page, away) {
  await hover(page, away)
  await page
    .waitForFunction(() => document.querySelectorAll("[role=tooltip]").length === 0, undefined, {
      timeout: 2000,
    })
    .catch(() => {
      assert.fail("Moving the pointer away should close the tooltip, but it stayed open")
    })
  return page.evaluate(() => window.__tooltips.closedAt)
}
