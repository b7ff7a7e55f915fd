// Editors' promises, proved with real `gatsby build`s of a copy of the site in a temporary folder:
//   1. a broken content file (a rating of 7, a required field removed) stops the build before any
//      page is written, with the editor's message;
//   2. a seventh project (its JSON entry plus an image, no code) appears on the built portfolio page,
//      and a field added to the schema (content/schemas/ only) is queryable in GraphQL.
// And a new developer's first promise: `npm run build` with no configuration says what is missing.
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { after, before, test } from "node:test"
import assert from "node:assert/strict"
import { copySite } from "./lib/site-copy.mjs"
import { runCommand } from "./lib/processes.mjs"

const newProject = {
  id: "paddington-florist",
  title: "Paddington Florist",
  category: "Product Photography",
  image: "images/paddington-florist.jpg",
  imageAlt: "Buckets of native proteas and waratahs outside a Paddington florist",
  description: "Seasonal bouquets shot on the footpath of a Given Terrace florist for their spring range.",
  client: "Given Terrace Flowers",
  location: "Paddington, Brisbane",
  date: "September 2025",
  teamSize: 2,
  rating: 5,
  fullDescription:
    "A spring catalogue of native arrangements, shot in open shade outside the shop before opening.",
  deliverables: ["36 edited product photos", "Six vertical videos for Instagram"],
  challenge: "Flowers wilt in the afternoon sun, so the whole range had to be shot before 9 am.",
  solution: "Two photographers worked in parallel with a portable shade frame and a running shot list.",
  award: "Best Florist Campaign 2025",
}

let site

before(() => {
  site = copySite()
})
after(() => rmSync(site, { recursive: true, force: true }))

function editProjects(change) {
  const path = join(site, "content", "projects.json")
  const file = JSON.parse(readFileSync(path, "utf8"))
  change(file.projects)
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`)
}

/** Runs `gatsby build` in the copy; resolves with its exit code and what it printed (the last 64 KB). */
function build() {
  // A build of editors' content, never published: the local stack's values, declared as such.
  return runCommand("gatsby", ["build"], { cwd: site, env: { CI: "true", LOCAL_PREVIEW: "1" }, quiet: true })
}

test("a rating of 7 or a missing required field stops the build before any page is built, with the editor's message", async () => {
  const original = readFileSync(join(site, "content", "projects.json"), "utf8")
  editProjects((projects) => {
    projects[0].rating = 7
    delete projects[1].client
  })
  const { code, output } = await build()
  assert.notEqual(code, 0, "the build must fail")
  assert.match(output, /The content files need fixing \(2 problems\):/)
  assert.match(
    output,
    /- content\/projects\.json:\d+: project "Artisan Cafe" > rating must be at most 5, not 7\. Example: "rating": 5/,
  )
  assert.match(
    output,
    /- content\/projects\.json:\d+: project "Fine Dining" is missing the field "client"\. Add it, for example: "client": "[^"]+"/,
  )
  assert.equal(existsSync(join(site, "public", "portfolio", "index.html")), false, "no page was written")
  writeFileSync(join(site, "content", "projects.json"), original)
})

test("a seventh project, with no code change, is on the built portfolio page; a field added to the schema is queryable", async () => {
  addAwardToSchema()
  copyFileSync(
    join(site, "content", "images", "artisan-products.jpg"),
    join(site, "content", newProject.image),
  )
  editProjects((projects) => projects.push(newProject))
  writeFileSync(join(site, "src", "pages", "award-probe.tsx"), AWARD_PROBE_PAGE)
  const { code, output } = await build()
  assert.equal(code, 0, `the build failed:\n${output.slice(-3000)}`)
  const html = readFileSync(join(site, "public", "portfolio", "index.html"), "utf8")
  // Plain checks, so a failure names what a visitor would miss instead of printing the whole page.
  assert.ok(
    new RegExp(`<h2[^>]*><button[^>]*>${newProject.title}</button></h2>`).test(html),
    "the new project's card title is on the page",
  )
  assert.ok(html.includes(newProject.description), "the new project's description is on the page")
  assert.ok(
    new RegExp(`<img[^>]+alt="${newProject.imageAlt}"`).test(html),
    "its image is on the page with its alt text",
  )
  assert.equal((html.match(/<article/g) ?? []).length, 7, "seven project cards")
  // The new schema field, with no change to gatsby-node.ts: a query reads it and typegen declares it.
  const probe = readFileSync(join(site, "public", "award-probe", "index.html"), "utf8")
  assert.ok(probe.includes(`award: ${newProject.award}`), "the probe page's query read the new field")
  const types = readFileSync(join(site, "src", "gatsby-types.d.ts"), "utf8")
  assert.match(types, /type Project = \{[^}]*readonly award: Maybe<Scalars\['String'\]>;/)
})

test("a production build with an empty environment stops first thing, its first error line naming every missing value", async () => {
  rmSync(join(site, ".env.production"), { force: true })
  const empty = Object.fromEntries(
    ["SITE_URL", "GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY", "GATSBY_CMS_REPO", "LOCAL_PREVIEW"].map(
      // Unset, not empty: spawn leaves out a variable whose value is undefined.
      (name) => [name, undefined],
    ),
  )
  const { code, output } = await runCommand("gatsby", ["build"], {
    cwd: site,
    env: { CI: "true", ...empty },
    quiet: true,
  })
  assert.notEqual(code, 0, "the build must fail")
  const firstError = output.split("\n").find((line) => /error/i.test(line))
  assert.equal(
    firstError,
    "error A production build needs SITE_URL, GATSBY_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY, GATSBY_CMS_REPO, which are not set.",
  )
  assert.ok(output.split("\n").length < 30, `a readable message, not a stack of minified code:\n${output}`)
})

/** An optional text field in the project schema, as an editor's developer would add it. */
function addAwardToSchema() {
  const path = join(site, "content", "schemas", "projects.schema.json")
  const schema = JSON.parse(readFileSync(path, "utf8"))
  schema.$defs.project.properties.award = {
    type: "string",
    title: "Award",
    description: "An award the project won, if any.",
    examples: ["Best Cafe Fitout 2025"],
  }
  writeFileSync(path, JSON.stringify(schema, null, 2))
}

// The test's instrument, not a change the field needs: a page that queries the new field.
const AWARD_PROBE_PAGE = `
import { graphql } from "gatsby"
export default function AwardProbe({ data }) {
  return <ul>{data.projectsJson.projects.filter((p) => p.award).map((p) => <li key={p.id}>{"award: " + p.award}</li>)}</ul>
}
export const query = graphql\`
  query AwardProbe {
    projectsJson {
      projects {
        id
        award
      }
    }
  }
\`
`
