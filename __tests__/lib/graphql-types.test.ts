// The content's GraphQL types are read from content/schemas/, so the schemas are the only place a
// field is declared.
import { parse, print, type DefinitionNode } from "graphql"
import { join } from "node:path"
import { contentTypeDefs } from "../../src/node/graphql-types"
import { readContentSchemas } from "../../src/node/content-files"

const schemas = readContentSchemas(join(__dirname, "../../content"))

/** type name -> "field: Type @directive" lines, as the queries see them. */
function shapes(typeDefs: string): Map<string, string[]> {
  const named = (definition: DefinitionNode) => ("name" in definition ? definition.name?.value : undefined)
  return new Map(
    parse(typeDefs).definitions.map((definition) => {
      if (definition.kind === "EnumTypeDefinition")
        return [named(definition) ?? "", (definition.values ?? []).map((value) => value.name.value)]
      if (definition.kind !== "ObjectTypeDefinition") throw new Error(`unexpected ${definition.kind}`)
      const fields = (definition.fields ?? []).map(
        (field) =>
          `${field.name.value}: ${print(field.type)}${(field.directives ?? []).map((directive) => ` @${directive.name.value}`).join("")}`,
      )
      return [definition.name.value, fields]
    }),
  )
}

const types = shapes(contentTypeDefs(schemas))

describe("GraphQL types derived from the content schemas", () => {
  it("gives every project field its type, inferring nothing: required fields non-null, images as files, lists of text, and the slug", () => {
    expect(contentTypeDefs(schemas)).toContain("type ProjectsJson implements Node @dontInfer {")
    expect(types.get("ProjectsJson")).toEqual([
      "slug: String!",
      "title: String!",
      "order: Float!",
      "category: String!",
      "image: File! @link",
      "imageAlt: String!",
      "description: String!",
      "client: String!",
      "location: String!",
      "date: String!",
      "teamSize: Int!",
      "rating: Int!",
      "fullDescription: String!",
      "deliverables: [String!]!",
      "challenge: String!",
      "solution: String!",
    ])
  })

  it("merges the icon lists of services and about cards into one enum", () => {
    expect(types.get("ServicesJson")).toContain("icon: IconName!")
    expect(types.get("SiteAboutCard")).toContain("icon: IconName!")
    expect(new Set(types.get("IconName"))).toEqual(
      new Set(["camera", "penTool", "share", "mapPin", "package", "video", "target", "heart", "compass"]),
    )
  })

  it("turns an editor's description into the field's GraphQL description", () => {
    expect(contentTypeDefs(schemas)).toContain(
      `  ${JSON.stringify(schemas.projects.properties?.rating.description)}\n  rating: Int!`,
    )
  })

  it("a field added to a schema is a field of the type, non-null only when required", () => {
    const copy = JSON.parse(JSON.stringify(schemas)) as typeof schemas
    const project = copy.projects
    project.properties = {
      ...project.properties,
      award: { type: "string", description: "An award the project won." },
      views: { type: "integer" },
    }
    project.required = [...(project.required ?? []), "views"]
    const project2 = shapes(contentTypeDefs(copy)).get("ProjectsJson")
    expect(project2).toContain("award: String")
    expect(project2).toContain("views: Int!")
  })

  it("refuses a schema type it cannot express, naming where it is", () => {
    const copy = JSON.parse(JSON.stringify(schemas)) as typeof schemas
    const project = copy.projects
    project.properties = { ...project.properties, note: { type: "null" } }
    expect(() => contentTypeDefs(copy)).toThrow('ProjectsNote: no GraphQL type for the schema type "null"')
  })
})
