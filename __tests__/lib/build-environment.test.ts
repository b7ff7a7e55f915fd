import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  prepareEnvironment,
  PRODUCTION_VALUES,
  productionBuildProblem,
} from "../../src/node/build-environment"
import defaults from "../../scripts/local/defaults.json"

const PRODUCTION = {
  SITE_URL: "https://roamcreative.com.au",
  GATSBY_SUPABASE_URL: "https://abcd.supabase.co",
  GATSBY_SUPABASE_ANON_KEY: "eyJ.public.key",
  GATSBY_CMS_REPO: "roam-creative/website",
}

let root: string
beforeEach(() => (root = mkdtempSync(join(tmpdir(), "build-env-"))))
afterEach(() => rmSync(root, { recursive: true, force: true }))

const build = (env: Record<string, string | undefined>): Record<string, string | undefined> => ({
  gatsby_executing_command: "build",
  NODE_ENV: "production",
  ...env,
})

describe("a production build (gatsby build)", () => {
  it.each(PRODUCTION_VALUES)("stops when only %s is missing or blank, naming it", (name) => {
    const env = build({ ...PRODUCTION, [name]: " " })
    prepareEnvironment(root, env)
    expect(productionBuildProblem(env)).toMatch(`A production build needs ${name}, which is not set.`)
  })

  it("says what the editor's repository looks like and how to build for a local look instead", () => {
    const problem = productionBuildProblem(build({}))
    expect(problem).toContain("GATSBY_CMS_REPO=<owner>/<repository>")
    expect(problem).toContain("LOCAL_PREVIEW=1")
  })

  it("reads the values from .env.production, never from .env.development or .env", () => {
    const lines = Object.entries(PRODUCTION).map(([name, value]) => `${name}=${value}`)
    writeFileSync(join(root, ".env.production"), `${lines.join("\n")}\n`)
    writeFileSync(join(root, ".env.development"), "SITE_URL=http://wrong.example\n")
    writeFileSync(join(root, ".env"), "GATSBY_SUPABASE_URL=http://wrong.example\n")
    const env = build({})
    prepareEnvironment(root, env)
    expect(env).toMatchObject(PRODUCTION)
  })

  it("keeps values set in the environment over the file's (CI and the test scripts set theirs)", () => {
    writeFileSync(join(root, ".env.production"), "SITE_URL=https://from-the-file.example\n")
    const env = build(PRODUCTION)
    prepareEnvironment(root, env)
    expect(env.SITE_URL).toBe(PRODUCTION.SITE_URL)
  })

  it("keeps its values as given, with no local fallback filled in", () => {
    const env = build(PRODUCTION)
    prepareEnvironment(root, env)
    expect(env).toMatchObject(PRODUCTION)
    expect(env.GATSBY_DECAP_SERVER_PORT).toBeUndefined()
    expect(productionBuildProblem(env)).toBeUndefined()
  })
})

describe("builds and servers that are not published", () => {
  const LOCAL = {
    SITE_URL: defaults.siteUrl,
    GATSBY_SUPABASE_URL: `http://127.0.0.1:${defaults.functionsPort}`,
    GATSBY_SUPABASE_ANON_KEY: defaults.anonKey,
    GATSBY_CMS_REPO: defaults.cmsRepo,
  }

  it("a build declared with LOCAL_PREVIEW=1 gets the local stack's values", () => {
    const env = build({ LOCAL_PREVIEW: "1" })
    prepareEnvironment(root, env)
    expect(env).toMatchObject(LOCAL)
    expect(productionBuildProblem(env)).toBeUndefined()
  })

  it("gatsby develop reads .env.development and fills in the rest from the local stack", () => {
    writeFileSync(join(root, ".env.development"), "GATSBY_SUPABASE_URL=https://dev.supabase.co\n")
    const env: Record<string, string | undefined> = {
      gatsby_executing_command: "develop",
      NODE_ENV: "development",
    }
    prepareEnvironment(root, env)
    expect(env).toMatchObject({ ...LOCAL, GATSBY_SUPABASE_URL: "https://dev.supabase.co" })
    // The editor finds npm start's decap-server.
    expect(env.GATSBY_DECAP_SERVER_PORT).toBe(String(defaults.editorProxyPort))
  })
})
