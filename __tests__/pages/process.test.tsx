import { screen, within } from "@testing-library/react"
import ProcessPage from "../../src/pages/process"
import { content, processPageData } from "../support/content"
import { pageProps, renderPage } from "../support/render"

// How the steps are numbered and announced; the page's texts are the browser suite's (routes.spec.ts).
const { site, steps } = content

it("numbers the process steps in order, each announced with its label and title", async () => {
  await renderPage(<ProcessPage {...pageProps(processPageData, "/process")} />)
  const section = screen.getByRole("region", { name: site.process.stepsHeading })
  within(section)
    .getAllByRole("listitem")
    .forEach((item, index) => {
      const label = site.process.stepLabel.replace("{number}", String(index + 1))
      expect(
        within(item).getByRole("heading", { name: `${label}: ${steps[index].title}` }),
      ).toBeInTheDocument()
      expect(within(item).getByText(String(index + 1))).toBeInTheDocument()
    })
})
