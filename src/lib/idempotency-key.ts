import type { Enquiry } from "../../supabase/functions/_shared/enquiry-fields"

/**
 * One key per distinct submission: trying again with the same values after a failure reuses the key
 * (the first attempt may have reached the agency even though its answer was lost); changed values
 * or a success start a new one.
 */
export function createIdempotencyKeys() {
  let current: { key: string; values: string } | null = null
  return {
    keyFor(enquiry: Enquiry): string {
      const values = JSON.stringify(enquiry)
      if (current?.values !== values) current = { key: crypto.randomUUID(), values }
      return current.key
    },
    reset(): void {
      current = null
    },
  }
}
