// Where the content lives on disk (src/lib/content-schema.ts says which kind is a collection).
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { basename, join } from "node:path"
import {
  CONTENT_FILES,
  contentPath,
  isCollection,
  type CollectionName,
  type ContentFileName,
  type JsonSchema,
} from "../lib/content-schema"

export function entrySlugs(contentDir: string, name: CollectionName): string[] {
  const folder = join(contentDir, name)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => basename(file, ".json"))
    .sort()
}

type ContentFile = { name: ContentFileName; path: string }

export function contentFiles(contentDir: string): ContentFile[] {
  return CONTENT_FILES.flatMap((name): ContentFile[] =>
    isCollection(name)
      ? entrySlugs(contentDir, name).map((slug) => ({ name, path: contentPath(name, slug) }))
      : [{ name, path: contentPath(name) }],
  )
}

export function readContentSchemas(contentDir: string): Record<ContentFileName, JsonSchema> {
  return Object.fromEntries(
    CONTENT_FILES.map((name) => [
      name,
      JSON.parse(readFileSync(join(contentDir, "schemas", `${name}.schema.json`), "utf8")) as JsonSchema,
    ]),
  ) as Record<ContentFileName, JsonSchema>
}
