import type { IGatsbyImageData } from "gatsby-plugin-image"

type ResponsiveImageProps = {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** Only for the image that is the largest thing on first paint. */
  priority?: boolean
}

/**
 * gatsby-plugin-image's processed sources as a plain <picture>: its <GatsbyImage> (and getImage, in the
 * same module) would load react-dom/server (17 KB gzip) into every page with an image. Width and height
 * reserve the space; the dominant colour shows until the image arrives.
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
