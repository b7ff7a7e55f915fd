// A collection's entries as the site's queries give them, read from the content files.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { contentPath, type CollectionName } from "../../src/lib/content-schema"
import { entrySlugs } from "../../src/node/content-files"

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
