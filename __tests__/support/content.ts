// Query-shaped data built from the real content files, so tests prove the pages show what editors wrote.
import { join } from "node:path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import site from "../../content/site.json"
import processFile from "../../content/process.json"
import privacy from "../../content/privacy.json"
import { readEntries } from "./entries"

type ServiceFile = Omit<Queries.ServiceFieldsFragment, "slug">
type ProjectFile = Omit<Queries.ProjectFieldsFragment, "slug" | "image"> & { image: string }

const contentDir = join(__dirname, "..", "..", "content")
// In the pages' order, as their queries give them.
const services = readEntries<ServiceFile>(contentDir, "services")
const projects = readEntries<ProjectFile>(contentDir, "projects")
const { steps } = processFile

const fakeImage = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 400,
  height: 300,
  backgroundColor: "#f59e0b",
  images: { fallback: { src: `/static/${src}`, srcSet: `/static/${src} 400w`, sizes: "400px" }, sources: [] },
})

export const content = { site, services, projects, steps, privacy }

export const siteJson = {
  ...site,
  hero: { ...site.hero, image: { childImageSharp: { gatsbyImageData: fakeImage(site.hero.image) } } },
}

export const projectNodes = projects.map(({ image, ...project }) => ({
  ...project,
  image: { childImageSharp: { card: fakeImage(image), full: fakeImage(image) } },
}))

export const staticQueryData = {
  site: { siteMetadata: { siteUrl: "https://roamcreative.com.au" } },
  siteJson,
}

// The fixtures mirror the queries' shapes; TypeScript cannot see that JSON strings match the icon enum.
export const homePageData = {
  siteJson,
  allServicesJson: { nodes: services },
} as unknown as Queries.HomePageQuery

export const portfolioPageData = {
  siteJson,
  allProjectsJson: { nodes: projectNodes },
} as unknown as Queries.PortfolioPageQuery

export const processPageData = {
  siteJson,
  processJson: { steps },
} as unknown as Queries.ProcessPageQuery

export const privacyPageData = {
  privacyJson: privacy,
  siteJson,
} as unknown as Queries.PrivacyPageQuery
