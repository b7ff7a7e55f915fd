// The function deploys with its own deno.json (supabase/config.toml); the tests and local scripts use
// supabase/functions/deno.json. Both must name the same exact versions, or the tests prove nothing
// about what is deployed.
import assert from "node:assert/strict"

const read = async (path: string) => JSON.parse(await Deno.readTextFile(new URL(path, import.meta.url)))

Deno.test("the function's deno.json pins exact versions, the same the tests run", async () => {
  const deployed: Record<string, string> = (await read("../send-contact-email/deno.json")).imports
  const tested: Record<string, string> = (await read("../deno.json")).imports
  for (const [name, specifier] of Object.entries(deployed)) {
    assert.match(specifier, /^npm:[@\w/.-]+@\d+\.\d+\.\d+$/, `${name} is pinned to one version`)
    assert.equal(tested[name], specifier, `the tests run ${name} as deployed`)
  }
})

Deno.test("config.toml deploys the function with its own deno.json", async () => {
  const toml = await Deno.readTextFile(new URL("../../config.toml", import.meta.url))
  assert.match(
    toml,
    /\[functions\.send-contact-email\][^[]*import_map = "\.\/functions\/send-contact-email\/deno\.json"/,
  )
})
