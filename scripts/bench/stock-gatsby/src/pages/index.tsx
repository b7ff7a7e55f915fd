// Our hero (texts and picture) done Gatsby's own way: <GatsbyImage> at our hero's width, every other
// default kept (no CSS, no font, no rewritten output).
import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import site from "../../../../../content/site.json"

type Data = { file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } } }

const IndexPage = ({ data }: PageProps<Data>) => {
  const image = getImage(data.file.childImageSharp.gatsbyImageData)
  return (
    <main>
      <h1>{site.hero.headline}</h1>
      <p>{site.hero.text}</p>
      {image && <GatsbyImage image={image} alt={site.hero.imageAlt} loading="eager" />}
    </main>
  )
}

export default IndexPage

export const Head: HeadFC = () => <title>Stock Gatsby</title>

export const query = graphql`
  query StockHero {
    file(sourceInstanceName: { eq: "hero" }) {
      childImageSharp {
        gatsbyImageData(width: 640)
      }
    }
  }
`
