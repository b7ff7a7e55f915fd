import { GatsbyImage } from "gatsby-plugin-image"
// A type only, erased before webpack sees the file, so the swap of responsive-image for this file
// cannot loop back on it.
import type { ResponsiveImageProps } from "./responsive-image"

/**
 * What responsive-image.tsx replaces: the plugin's own <GatsbyImage>, with the same props. No page
 * imports this file; the benchmark's A/B build without the plain <picture> trick
 * (GATSBY_BENCH_WITHOUT=plain-picture, src/node/build-tricks.ts) has webpack put it in place of
 * responsive-image.tsx, so the two can be measured on the same commit.
 */
export function ResponsiveImage({ image, alt, className = "", priority = false }: ResponsiveImageProps) {
  return <GatsbyImage image={image} alt={alt} className={className} loading={priority ? "eager" : "lazy"} />
}
