import * as React from "react"
import { render, waitFor } from "@testing-library/react"
import { renderToReadableStream } from "react-dom/server"
import Modal from "react-modal"
import { wrapPageElement } from "../../src/components/page-wrapper"

/** Renders like gatsby-browser does: inside #___gatsby (react-modal's app element) and the page wrapper. */
export async function renderPage(ui: React.ReactElement) {
  document.body.innerHTML = ""
  const root = document.createElement("div")
  root.id = "___gatsby"
  document.body.appendChild(root)
  Modal.setAppElement(root)
  const page = render(wrapPageElement({ element: ui }), { container: root })
  await waitFor(() => expect(root).not.toBeEmptyDOMElement()) // shown once its staticParts are in
  return page
}

/** Page components are typed for Gatsby's full PageProps; tests pass the parts pages read. */
export function pageProps<T>(data: T, pathname = "/") {
  const location = { pathname, hash: "", key: "initial", state: null, search: "" }
  return { data, location } as unknown as import("gatsby").PageProps<T>
}

/** The HTML the build writes for `ui`: React's streaming renderer (Gatsby's) ends once every part is in. */
export async function prerender(ui: React.ReactElement) {
  const stream = await renderToReadableStream(ui)
  return Buffer.concat(await Array.fromAsync(stream as unknown as AsyncIterable<Uint8Array>)).toString()
}
