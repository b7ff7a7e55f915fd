// One `after` hook per test file that runs every clean-up, even when an earlier one throws
// (node:test stops at the first failing `after` hook).
import { after } from "node:test"

const teardowns = []

/** Runs `fn` once the file's tests are done, newest first, whatever the others do. */
export function onTeardown(fn) {
  if (teardowns.length === 0) {
    after(async () => {
      const errors = []
      for (const teardown of teardowns.splice(0).reverse()) {
        try {
          await teardown()
        } catch (error) {
          errors.push(error)
        }
      }
      if (errors.length === 1) throw errors[0]
      if (errors.length > 1) throw new AggregateError(errors, errors.map((error) => error.message).join("; "))
    })
  }
  teardowns.push(fn)
}
