import { createHash } from "node:crypto"
import { runtimeLoader } from "../../src/node/build-output"
import { inlineSourcesOfPages } from "../../src/node/inline-sources"
import { ENQUIRY_FORM_GUARD } from "../../src/lib/enquiry-form-guard"

// The home page's scripts as the build writes them.
const SCRIPTS = [
  ENQUIRY_FORM_GUARD,
  '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
  '\n  window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n',
  'window.___webpackCompilationHash="cc1df411";',
  runtimeLoader(["/framework-2.js", "/app-3.js"]),
]
const home =
  '<head><style>p{color:red}</style><script type="application/ld+json">{"a":"\\u003c/script>"}</script>' +
  `</head><body>${SCRIPTS.map((text) => `<script>${text}</script>`).join("")}` +
  '<div style="outline:none"></div><script src="/app-3.js" async></script></body>'
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

it("hashes the scripts the build writes and style elements, not script files, JSON-LD or style attributes", () => {
  const inline = inlineSourcesOfPages({ "index.html": home })
  expect(inline.scripts).toEqual(SCRIPTS.map(sha).sort())
  expect(inline.styles).toContain(sha("p{color:red}"))
})

it.each([
  ["a script of its own", "", "fetch('/steal')"],
  ["the form's guard with more code", "", `${ENQUIRY_FORM_GUARD};fetch('/steal')`],
  ["Gatsby's page data carrying code", "", '/*<![CDATA[*/window.pagePath="/"+fetch("/steal")+"";/*]]>*/'],
  ["a src= inside another attribute", ' data-note=" src=/app-3.js"', "fetch('/steal')"],
  ["a data type that is not its first attribute", ` data-note=' type="application/json"'`, "fetch('/steal')"],
])("stops the build at %s, naming the page and the script", (_kind, attributes, text) => {
  const page = home.replace("</body>", `<script${attributes}>${text}</script></body>`)
  expect(() => inlineSourcesOfPages({ "index.html": page })).toThrow(
    `index.html has an inline script the build does not know: ${text.slice(0, 80)}`,
  )
})
