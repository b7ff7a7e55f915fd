// Each function deploys with its own deno.json (supabase/config.toml); the tests and local scripts use
// supabase/functions/deno.json. Both must name the same exact versions, or the tests prove nothing
// about what is deployed.
import assert from "node:assert/strict"

const read = async (path: string) => JSON.parse(await Deno.readTextFile(new URL(path, import.meta.url)))
const toml = await Deno.readTextFile(new URL("../../config.toml", import.meta.url))

for (const name of ["send-contact-email", "cms-auth"]) {
  Deno.test(
    `config.toml deploys ${name} with its own deno.json, pinned to the versions the tests run`,
    async () => {
      assert.match(
        toml,
        new RegExp(`\\[functions\\.${name}\\][^[]*import_map = "\\./functions/${name}/deno\\.json"`),
      )
      const tested: Record<string, string> = (await read("../deno.json")).imports
      for (const [module, specifier] of Object.entries<string>(
        (await read(`../${name}/deno.json`)).imports,
      )) {
        assert.match(specifier, /^npm:[@\w/.-]+@\d+\.\d+\.\d+$/, `${module} is pinned to one version`)
        assert.equal(tested[module], specifier, `the tests run ${module} as deployed`)
      }
    },
  )
}
