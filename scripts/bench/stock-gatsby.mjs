// The benchmark's stock floor: a minimal Gatsby 5 site as gatsby-starter-minimal-ts lays it out,
// written into a temporary folder and built with this project's own Gatsby (its node_modules linked
// in), whose one page shows the same hero as ours: the heading and paragraph of content/site.json and
// content/images' hero image through <GatsbyImage>, with Gatsby's defaults everywhere else (no CSS,
// no font, no rewritten output). What a page like ours costs when Gatsby does it all its own way, so
// the bench can judge our `/` as a ratio to it on the same machine in the same run.
//
//   node scripts/bench/stock-gatsby.mjs           build it, print its first-load JavaScript, delete it
//   node scripts/bench/stock-gatsby.mjs --serve   build it and serve it (wrangler pages dev) until Ctrl-C
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import project from "../../package.json" with { type: "json" }
import { site } from "../lib/content.mjs"
import { firstLoadJs } from "../lib/first-load-js.mjs"
import { startPagesDev } from "../lib/pages-dev.mjs"
import { mustRun, ROOT, stopAllOnSignals } from "../lib/processes.mjs"

const STOCK_DEPENDENCIES = [
  "gatsby",
  "gatsby-plugin-image",
  "gatsby-plugin-sharp",
  "gatsby-source-filesystem",
  "gatsby-transformer-sharp",
  "react",
  "react-dom",
]

const heroImage = join(ROOT, "content", site.hero.image)

// Only what the page needs: the image plugins and the filesystem source for the one picture.
const GATSBY_CONFIG = `import type { GatsbyConfig } from "gatsby"

const config: GatsbyConfig = {
  siteMetadata: { title: "Stock Gatsby", siteUrl: "http://127.0.0.1" },
  graphqlTypegen: false,
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: \`\${__dirname}/images\` } },
  ],
}

export default config
`

// The starter's page, with our hero's texts and picture. The image is asked for at our hero's width
// (640 px), so both pages download a picture of the same size; everything else is the plugin's default.
const INDEX_PAGE = `import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image"

type Data = { file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } } }

const IndexPage = ({ data }: PageProps<Data>) => {
  const image = getImage(data.file.childImageSharp.gatsbyImageData)
  return (
    <main>
      <h1>${JSON.stringify(site.hero.headline).slice(1, -1)}</h1>
      <p>${JSON.stringify(site.hero.text).slice(1, -1)}</p>
      {image && <GatsbyImage image={image} alt=${JSON.stringify(site.hero.imageAlt)} loading="eager" />}
    </main>
  )
}

export default IndexPage

export const Head: HeadFC = () => <title>Stock Gatsby</title>

export const query = graphql\`
  query StockHero {
    file(relativePath: { eq: "${basename(heroImage)}" }) {
      childImageSharp {
        gatsbyImageData(width: 640)
      }
    }
  }
\`
`

/** Writes the stock site into a new temporary folder; returns the folder. */
export function writeStockSite() {
  const dir = mkdtempSync(join(tmpdir(), "bench-stock-gatsby-"))
  mkdirSync(join(dir, "src", "pages"), { recursive: true })
  mkdirSync(join(dir, "images"))
  // Gatsby refuses a folder whose package.json does not name it; the ranges are this project's own.
  const dependencies = Object.fromEntries(
    STOCK_DEPENDENCIES.map((name) => [name, project.dependencies[name]]),
  )
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name: "stock-gatsby", private: true, version: "1.0.0", dependencies }, null, 2)}\n`,
  )
  writeFileSync(join(dir, "gatsby-config.ts"), GATSBY_CONFIG)
  writeFileSync(join(dir, "src", "pages", "index.tsx"), INDEX_PAGE)
  copyFileSync(heroImage, join(dir, "images", basename(heroImage)))
  // The same Gatsby, React and plugins, at the same versions, without a second install.
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir")
  return dir
}

/**
 * Writes and builds the stock site (Gatsby's output kept out of sight unless the build fails).
 * Resolves with `{ dir, publicDir, remove() }`.
 */
export async function buildStockSite() {
  const dir = writeStockSite()
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    await mustRun("gatsby", ["build"], { cwd: dir, quiet: true })
  } catch (error) {
    remove()
    throw new Error(`the stock Gatsby site did not build: ${error instanceof Error ? error.message : error}`)
  }
  return { dir, publicDir: join(dir, "public"), remove }
}

async function main() {
  const serve = process.argv.includes("--serve")
  process.stdout.write("Building the stock Gatsby page... ")
  const stock = await buildStockSite()
  const { scripts, gzipBytes } = firstLoadJs(stock.publicDir, "index")
  console.log(`done, in ${stock.dir}`)
  console.log(
    `First-load JavaScript of its /: ${(gzipBytes / 1024).toFixed(1)} KB gzip (${scripts
      .map((script) => `${script.name} ${(script.gzipBytes / 1024).toFixed(1)}`)
      .join(", ")})`,
  )
  if (!serve) {
    stock.remove()
    return
  }
  stopAllOnSignals(stock.remove)
  const { url } = await startPagesDev({ dir: stock.publicDir })
  console.log(`Serving it at ${url}/ (Ctrl-C stops it and deletes the folder)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
