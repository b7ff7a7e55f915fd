import { graphql, Link } from "gatsby"
import { MapPin } from "lucide-react"
import { SectionLink } from "./section-link"
import { staticPart } from "../lib/on-demand"

const ResponsiveImage = staticPart(() => import("./responsive-image"), "ResponsiveImage")

type HeroProps = {
  hero: Queries.HeroFieldsFragment
  locationTagline: string
}

export function Hero({ hero, locationTagline }: HeroProps) {
  // Not the plugin's getImage, which brings <GatsbyImage> with it (see responsive-image.tsx).
  const image = hero.image.childImageSharp?.gatsbyImageData
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="eyebrow flex items-center gap-2">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {locationTagline}
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <SectionLink section="contact" className="btn-primary">
              {hero.bookCta}
            </SectionLink>
            <Link to="/portfolio/" className="btn-secondary">
              {hero.workCta}
            </Link>
          </div>
        </div>
        {image && (
          <ResponsiveImage
            image={image}
            alt={hero.imageAlt}
            priority
            className="rounded-3xl shadow-2xl shadow-ink/20"
          />
        )}
      </div>
    </section>
  )
}

export const query = graphql`
  fragment HeroFields on SiteHero {
    headline
    text
    bookCta
    workCta
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 1.5
          breakpoints: [360, 480, 640, 720, 960, 1280]
          sizes: "(min-width: 1152px) 536px, (min-width: 768px) calc(50vw - 60px), calc(100vw - 40px)"
          formats: [AUTO, WEBP, AVIF]
          quality: 70
          avifOptions: { quality: 50 }
        )
      }
    }
  }
`
