import { parseTricksLeftOut, usesTrick } from "../../src/node/build-tricks"

describe("the switch for the benchmark's A/B builds", () => {
  it("uses every trick when nothing is left out", () => {
    const none = parseTricksLeftOut(undefined)
    expect(usesTrick("runtime-deferral", none)).toBe(true)
    expect(usesTrick("plain-picture", none)).toBe(true)
  })

  it("leaves out exactly the tricks named, spaces and empty items ignored", () => {
    const leftOut = parseTricksLeftOut(" runtime-deferral, , ")
    expect(usesTrick("runtime-deferral", leftOut)).toBe(false)
    expect(usesTrick("plain-picture", leftOut)).toBe(true)
  })

  it("refuses a name that is not a trick, so a typo cannot measure the same build twice", () => {
    expect(() => parseTricksLeftOut("runtime-defferal")).toThrow(/no such trick: runtime-defferal/)
  })
})
