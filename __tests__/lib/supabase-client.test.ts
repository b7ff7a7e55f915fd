import { createClient } from "@supabase/supabase-js"
import { getSupabaseClient } from "../../src/lib/supabase-client"

jest.mock("@supabase/supabase-js", () => ({ createClient: jest.fn(() => ({ functions: {} })) }))

describe("the backend client", () => {
  it("is created once, on first use, for the project URL the build was given", async () => {
    expect(createClient).not.toHaveBeenCalled()
    const first = await getSupabaseClient()
    const second = await getSupabaseClient()

    expect(first).toBe(second)
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(jest.mocked(createClient).mock.calls[0][0]).toBe("http://127.0.0.1:54321")
  })
})
