import type { IGatsbyImageData } from "gatsby-plugin-image"

export type ResponsiveImageProps = {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** Only for the image that is the largest thing on first paint. */
  priority?: boolean
}

/**
 * Renders gatsby-plugin-image's processed AVIF/WebP/JPEG sources as a plain <picture>. Its own
 * <GatsbyImage> component would do the same but loads react-dom/server (17 KB gzip) into every page
 * with an image, for hydration tricks a static site does not need. Width and height reserve the space
 * (no layout shift); the dominant colour shows until the image arrives. Callers read the image data
 * from their query themselves rather than through the plugin's getImage: the plugin ships getImage
 * and <GatsbyImage> as one module, so importing either puts both in the page's first-load JavaScript.
 */
export function ResponsiveImage({ image, alt, className = "", priority = false }: ResponsiveImageProps) {
  const { images, width, height, backgroundColor } = image
  const loadingHints = priority
    ? { fetchpriority: "high", loading: "eager" as const }
    : { loading: "lazy" as const }
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        // Whole pixels, as HTML requires: the plugin derives the height from the aspect ratio.
        width={Math.round(width)}
        height={Math.round(height)}
        alt={alt}
        decoding="async"
        {...loadingHints}
        style={{ backgroundColor }}
        className={`block h-auto w-full object-cover ${className}`}
      />
    </picture>
  )
}
