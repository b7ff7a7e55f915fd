import assert from "node:assert/strict"
import { test } from "node:test"
import { compare, overallVerdict } from "./verdict.mjs"

const run = (tbtMs, lcpSeconds, performance, jsKb = 80) => ({
  tbtMs,
  lcpSeconds,
  jsKb,
  scores: { performance },
})
const five = (make) => [0, 1, 2, 3, 4].map(make)

test("a gain larger than the wider spread pays", () => {
  const withTrick = five((i) => run(150 + i * 10, 1.5, 97))
  const without = five((i) => run(300 + i * 10, 1.5, 97))
  const { metrics, verdict } = compare(withTrick, without)
  assert.equal(metrics.tbtMs.gain, 150)
  assert.equal(metrics.tbtMs.noise, 40)
  assert.equal(metrics.tbtMs.pays, true)
  assert.equal(verdict, "pays")
})

test("a gain inside the spread does not pay", () => {
  const withTrick = five((i) => run(150 + i * 50, 1.5, 97))
  const without = five((i) => run(180 + i * 50, 1.5, 97))
  assert.equal(compare(withTrick, without).verdict, "does not pay")
})

test("a higher performance score is the gain; a lower one beyond the spread costs", () => {
  const withTrick = five(() => run(200, 1.5, 90))
  const without = five(() => run(200, 1.5, 98))
  const { metrics, verdict } = compare(withTrick, without)
  assert.equal(metrics.performance.costs, true)
  assert.equal(verdict, "costs")
})

test("first-load JavaScript must move by more than 1 KB to count", () => {
  const withTrick = five(() => run(200, 1.5, 95, 79.5))
  assert.equal(
    compare(
      withTrick,
      five(() => run(200, 1.5, 95, 80)),
    ).verdict,
    "does not pay",
  )
  assert.equal(
    compare(
      withTrick,
      five(() => run(200, 1.5, 95, 97)),
    ).verdict,
    "pays",
  )
})

test("fewer than five runs a side give no verdict, however large the gain", () => {
  assert.equal(compare([run(100, 1, 100)], [run(900, 3, 50)]).verdict, "no verdict")
})

test("a trick pays overall only if it costs on no route", () => {
  assert.equal(overallVerdict(["pays", "does not pay"]), "pays")
  assert.equal(overallVerdict(["pays", "mixed"]), "does not pay")
  assert.equal(overallVerdict(["does not pay", "does not pay"]), "does not pay")
  assert.equal(overallVerdict(["pays", "no verdict"]), "no verdict")
})
