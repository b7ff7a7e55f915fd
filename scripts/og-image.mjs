// The link-preview image (Open Graph, 1200x630): the hero picture with the agency mark, as a static
// file because link previews need one fixed URL. Run after the hero picture changes: npm run og-image
import sharp from "sharp"
import { readFileSync } from "node:fs"

const root = new URL("..", import.meta.url).pathname
const hero = JSON.parse(readFileSync(`${root}content/site.json`, "utf8")).hero.image

const logo = await sharp(`${root}src/images/icon.svg`).resize(112, 112).png().toBuffer()
await sharp(`${root}content/${hero}`)
  .resize(1200, 630, { fit: "cover", position: "attention" })
  .composite([{ input: logo, top: 36, left: 36 }])
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(`${root}static/og-image.jpg`)
console.log(`wrote static/og-image.jpg from content/${hero}`)
