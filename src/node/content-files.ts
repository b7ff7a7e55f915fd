// Where the content lives on disk (src/lib/content-schema.ts says which kind is a collection), and
// the collections read as the site shows them: each entry with its slug, in the editors' order.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { basename, join } from "node:path"
import {
  CONTENT_FILES,
  contentPath,
  isCollection,
  type CollectionName,
  type ContentFileName,
} from "../lib/content-schema"

/** The slugs of a collection's entries: the names of the .json files in its folder, sorted. */
export function entrySlugs(contentDir: string, name: CollectionName): string[] {
  const folder = join(contentDir, name)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => basename(file, ".json"))
    .sort()
}

type ContentFile = { name: ContentFileName; path: string }

/** Every content file, its kind and its path under content/: each one-file kind, then each entry. */
export function contentFiles(contentDir: string): ContentFile[] {
  return CONTENT_FILES.flatMap((name): ContentFile[] =>
    isCollection(name)
      ? entrySlugs(contentDir, name).map((slug) => ({ name, path: contentPath(name, slug) }))
      : [{ name, path: contentPath(name) }],
  )
}

/** An entry as the site's queries give it: its fields and its slug. */
export type Entry<T> = T & { slug: string; order: number }

/** A collection's entries in the order the pages' queries sort them: by `order`, then by slug. */
export function readEntries<T>(contentDir: string, name: CollectionName): Array<Entry<T>> {
  return entrySlugs(contentDir, name)
    .map((slug) => {
      const { $schema: _schema, ...fields } = JSON.parse(
        readFileSync(join(contentDir, contentPath(name, slug)), "utf8"),
      ) as Entry<T> & { $schema?: string }
      return { ...fields, slug } as Entry<T>
    })
    .sort((a, b) => a.order - b.order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
}
