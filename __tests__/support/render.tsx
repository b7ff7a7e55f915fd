import * as React from "react"
import { render, type RenderResult } from "@testing-library/react"
import Modal from "react-modal"
import { wrapPageElement } from "../../src/components/page-wrapper"

/** Renders like gatsby-browser does: inside #___gatsby (react-modal's app element) and the page wrapper. */
export function renderPage(ui: React.ReactElement): RenderResult {
  document.body.innerHTML = ""
  const root = document.createElement("div")
  root.id = "___gatsby"
  document.body.appendChild(root)
  Modal.setAppElement(root)
  return render(wrapPageElement({ element: ui }), { container: root })
}

/** Page components are typed for Gatsby's full PageProps; tests pass the parts pages read. */
export function pageProps<T>(data: T, pathname = "/") {
  const location = { pathname, hash: "", key: "initial", state: null, search: "" }
  return { data, location } as unknown as import("gatsby").PageProps<T>
}
