import { createClient } from "@supabase/supabase-js"
import { getSupabaseClient } from "../../src/lib/supabase-client"

jest.mock("@supabase/supabase-js", () => ({ createClient: jest.fn(() => ({ functions: {} })) }))

describe("the backend client", () => {
  it("is created once, on first use, with the project URL, anon key and a persisted, refreshing session", async () => {
    expect(createClient).not.toHaveBeenCalled()
    const first = await getSupabaseClient()
    const second = await getSupabaseClient()

    expect(first).toBe(second)
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(createClient).toHaveBeenCalledWith("http://127.0.0.1:54321", expect.any(String), {
      auth: { storage: window.localStorage, persistSession: true, autoRefreshToken: true },
    })
  })
})
