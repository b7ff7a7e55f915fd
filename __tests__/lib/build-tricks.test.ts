import { parseTricksLeftOut, usesTrick } from "../../src/node/build-tricks"

describe("the switch for the benchmark's A/B builds", () => {
  it("uses every trick when nothing is left out", () => {
    const none = parseTricksLeftOut(undefined)
    expect(usesTrick("runtime-deferral", none)).toBe(true)
    expect(usesTrick("compile-hints", none)).toBe(true)
    expect(usesTrick("head-filtering", none)).toBe(true)
    expect(usesTrick("plain-picture", none)).toBe(true)
  })

  it("leaves out exactly the tricks named, spaces and empty items ignored", () => {
    const leftOut = parseTricksLeftOut(" compile-hints, ,runtime-deferral ")
    expect(usesTrick("compile-hints", leftOut)).toBe(false)
    expect(usesTrick("runtime-deferral", leftOut)).toBe(false)
    expect(usesTrick("plain-picture", leftOut)).toBe(true)
  })

  it("keeps the image plugin's head when <GatsbyImage> is back, since it needs it", () => {
    const leftOut = parseTricksLeftOut("plain-picture")
    expect(usesTrick("head-filtering", leftOut)).toBe(false)
  })

  it("refuses a name that is not a trick, so a typo cannot measure the same build twice", () => {
    expect(() => parseTricksLeftOut("compile-hint")).toThrow(/no such trick: compile-hint/)
  })
})
