import { readFileSync } from "node:fs"
import { join } from "node:path"
import { render } from "@testing-library/react"
import { Logo } from "../../src/components/logo"
import brandColors from "../../src/styles/brand-colors.json"

// The mark exists twice: inline on every page (Logo, in Tailwind's brand colours) and as src/images/icon.svg,
// which the manifest icons and link-preview image come from. Home screen and site show the same mark.

type Palette = Record<string, Record<string, string>>

/** `fill-sun-deep` -> the hex value of sun.deep in the brand palette. */
function colourOfClass(className: string, property: "fill" | "stroke"): string | undefined {
  const match = className.split(/\s+/).find((name) => name.startsWith(`${property}-`))
  if (!match) return undefined
  const [colour, shade = "DEFAULT"] = match.slice(property.length + 1).split("-")
  return (brandColors as Palette)[colour]?.[shade]
}

function describeShapes(
  svg: Element,
  colourOf: (shape: Element, property: "fill" | "stroke") => string | null,
) {
  return [...svg.children].map((shape) => ({
    tag: shape.tagName.toLowerCase(),
    geometry: ["width", "height", "rx", "cx", "cy", "r"].map((name) => shape.getAttribute(name)),
    fill: colourOf(shape, "fill"),
    stroke: colourOf(shape, "stroke"),
  }))
}

test("the app icon (src/images/icon.svg) is the site's logo in the brand colours", () => {
  const { container } = render(<Logo />)
  const logo = container.querySelector("svg")
  if (!logo) throw new Error("Logo renders no <svg>")
  const drawn = describeShapes(logo, (shape, property) => {
    const fromClass = colourOfClass(shape.getAttribute("class") ?? "", property)
    return fromClass ?? shape.getAttribute(property)
  })
  const iconFile = new DOMParser().parseFromString(
    readFileSync(join(__dirname, "../../src/images/icon.svg"), "utf8"),
    "image/svg+xml",
  )
  const icon = describeShapes(iconFile.documentElement, (shape, property) => shape.getAttribute(property))

  expect(drawn.every((shape) => shape.fill)).toBe(true)
  expect(icon).toEqual(drawn)
})
