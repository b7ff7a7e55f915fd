import assert from "node:assert/strict"
import { test } from "node:test"
import { pairedDifference, pairedRatio } from "./stats.mjs"

test("ratios pair run i of the page with run i of the floor, not median with median", () => {
  // Medians 200 / 100 would say 2; each run against the floor run beside it says 1.5 to 4, median 3.
  assert.deepEqual(pairedRatio([150, 200, 300], [100, 50, 100]), { median: 3, min: 1.5, max: 4 })
})

test("a floor of 0 or a failed run leaves that pair out; none left gives no ratio", () => {
  assert.deepEqual(pairedRatio([120, 80, undefined], [0, 40, 50]), { median: 2, min: 2, max: 2 })
  assert.equal(pairedRatio([70], [0]), null)
})

test("TBT over a floor of 0 ms is still reported, as a difference", () => {
  assert.deepEqual(pairedDifference([70, 90, undefined], [0, 10, 5]), { median: 75, min: 70, max: 80 })
})
