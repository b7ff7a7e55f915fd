// The email check must cost the same for a crafted address as for an ordinary one: it runs on every
// request before anything is counted. The slowest input class for a backtracking pattern is a domain of
// many short dot-separated labels that ends in a refused character (each dot is a place to split the
// domain again); generated members of that class, up to the largest body the function reads, must be
// refused within a bound that the earlier quadratic pattern missed by far (about 150 ms at 15,000
// characters on a quiet machine; the bound leaves room for a busy one).
import assert from "node:assert/strict"
import fc from "fast-check"
import { EMAIL_PATTERN, validateEnquiry } from "../_shared/enquiry.ts"
import { VALID } from "./support/fixtures.ts"

/** Generous for a 2-core machine shared with others; the quadratic pattern took 150 ms and more. */
const BOUND_MS = 25
const REFUSED = [" ", "<", ">", "(", ")", "[", "]", "\\", ",", ";", ":", '"', "@"]

/** A domain of `repeats` labels, each followed by a dot, ending in a character the pattern refuses. */
const slowestClass = fc.record({
  local: fc.stringMatching(/^[a-z0-9.+]{1,8}$/),
  label: fc.stringMatching(/^[a-z0-9-]{1,3}$/),
  repeats: fc.integer({ min: 1000, max: 16_000 }),
  end: fc.constantFrom(...REFUSED),
})

/** The fastest of three runs, so a pause of the machine is not blamed on the pattern. */
function fastestMs(work: () => unknown): number {
  let fastest = Infinity
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now()
    work()
    fastest = Math.min(fastest, performance.now() - started)
  }
  return fastest
}

Deno.test("the email pattern refuses the slowest input class in linear time, up to 16 KiB", () => {
  fc.assert(
    fc.property(slowestClass, ({ local, label, repeats, end }) => {
      const address = `${local}@${`${label}.`.repeat(repeats)}`.slice(0, 16 * 1024 - 1) + end
      assert.equal(EMAIL_PATTERN.test(address), false)
      const ms = fastestMs(() => EMAIL_PATTERN.test(address))
      assert.ok(ms < BOUND_MS, `${address.length} characters took ${ms.toFixed(1)} ms`)
    }),
    { numRuns: 30 },
  )
})

Deno.test("validating an enquiry with such an address is as quick, and names the length", () => {
  fc.assert(
    fc.property(slowestClass, ({ local, label, repeats, end }) => {
      const email = `${local}@${`${label}.`.repeat(repeats)}`.slice(0, 15_000) + end
      const ms = fastestMs(() => validateEnquiry({ ...VALID, email }))
      assert.ok(ms < BOUND_MS, `${email.length} characters took ${ms.toFixed(1)} ms`)
      const result = validateEnquiry({ ...VALID, email })
      assert.ok(!result.ok)
      assert.match(result.errors.email ?? "", /at most 254 characters/)
    }),
    { numRuns: 30 },
  )
})

Deno.test("the linear pattern keeps the accepted and refused examples of the form", () => {
  for (const email of ["mia@grindstone.com.au", "a.b+tag@sub.example.co", "x@y.io", "o'neil@x-y.com.au"])
    assert.ok(EMAIL_PATTERN.test(email), email)
  for (const email of ["mia", "mia@", "@grindstone.com", "mia@grindstone", "mia @x.com", "<mia@x.com>"])
    assert.ok(!EMAIL_PATTERN.test(email), email)
  // Empty labels and a trailing dot are no longer addresses (the earlier pattern let them through).
  for (const email of ["mia@x..com", "mia@.x.com", "mia@x.com."]) assert.ok(!EMAIL_PATTERN.test(email), email)
})
