import type { GatsbyNode } from "gatsby"
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { problemReport, validateContent } from "./src/node/validate-content"
import { productionBuildProblem } from "./src/node/build-environment"
import { headerRules, headersFile } from "./src/node/security-headers"
import { inlineSourcesOfBuild } from "./src/node/inline-sources"
import { deferRuntimeScriptsInBuild } from "./src/node/build-output"
import { SUPABASE_URL } from "./src/lib/functions-url"

const CONTENT_ERROR = "content"
const ENVIRONMENT_ERROR = "environment"

// Gatsby heads an error with its id and type; without an entry of ours it says "UNKNOWN".
const userConfigError = {
  text: (context: { sourceMessage: string }) => context.sourceMessage,
  level: "ERROR",
  type: "CONFIG",
  category: "USER",
} as const
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({ [CONTENT_ERROR]: userConfigError, [ENVIRONMENT_ERROR]: userConfigError })
  // A production build without SITE_URL, GATSBY_SUPABASE_URL or GATSBY_SUPABASE_ANON_KEY stops here,
  // before anything is built, naming what is missing (gatsby-config.ts loaded .env.production first).
  const problem = productionBuildProblem()
  if (problem) reporter.panic({ id: ENVIRONMENT_ERROR, context: { sourceMessage: problem } })
}

const contentDir = join(__dirname, "content")

// Stop before building anything when an editor's change breaks a content file.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(contentDir)
  if (problems.length > 0) {
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: problemReport(problems) } })
  }
}

let bootstrapped = false
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true
}

// While `gatsby develop` runs, an edited content file is checked again, so the editor reads the
// same words in the terminal instead of a GraphQL error (the server keeps running).
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "content") return
  const problems = validateContent(contentDir)
  if (problems.length > 0)
    reporter.error({ id: CONTENT_ERROR, context: { sourceMessage: problemReport(problems) } })
  else
    reporter.success(`content checked after the change to content/${String(node.relativePath)}: no problems`)
}

// Content types are declared, not inferred, so a typo or a missing field in content/*.json
// fails the build with the field's name instead of silently disappearing from a page.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteJson implements Node @dontInfer {
      name: String!
      description: String!
      locationTagline: String!
      navigation: SiteNavigation!
      hero: SiteHero!
      servicesSection: SiteServicesSection!
      about: SiteAbout!
      contact: SiteContact!
      enquiryResult: SiteEnquiryResult!
      portfolio: SitePortfolio!
      process: SiteProcess!
      footer: SiteFooter!
    }

    "Icons available to content; see src/components/icon.tsx."
    enum IconName {
      camera
      penTool
      share
      mapPin
      package
      video
      target
      heart
      compass
    }

    type SiteSiteMetadata {
      siteUrl: String!
    }

    type SiteNavigation {
      skipToContent: String!
      services: String!
      about: String!
      contact: String!
      getStarted: String!
      openMenu: String!
      closeMenu: String!
      closeDialog: String!
    }

    type SiteHero {
      headline: String!
      text: String!
      bookCta: String!
      workCta: String!
      image: File! @fileByRelativePath
      imageAlt: String!
    }

    type SiteServicesSection {
      heading: String!
      intro: String!
      dialogFeaturesHeading: String!
      dialogCta: String!
      cardHint: String!
    }

    type SiteAbout {
      heading: String!
      intro: String!
      cards: [SiteAboutCard!]!
    }

    type SiteAboutCard {
      title: String!
      text: String!
      icon: IconName!
    }

    type SiteContact {
      heading: String!
      intro: String!
      formTitle: String!
      detailsHeading: String!
      email: String!
      phone: String!
      phoneHref: String!
      location: String!
      address: SiteAddress!
      hours: String!
      labels: SiteContactLabels!
      placeholders: SiteContactPlaceholders!
      serviceEnquiry: String!
    }

    "The pages the plain HTML enquiry form lands on."
    type SiteEnquiryResult {
      sent: SiteEnquiryResultPage!
      notSent: SiteEnquiryResultPage!
    }

    type SiteEnquiryResultPage {
      title: String!
      heading: String!
      text: String!
      backLink: String!
    }

    "Structured address for search engines (LocalBusiness JSON-LD)."
    type SiteAddress {
      locality: String!
      region: String!
      postalCode: String!
      country: String!
    }

    type SiteContactLabels {
      firstName: String!
      lastName: String!
      email: String!
      countryCode: String!
      phone: String!
      businessType: String!
      projectDetails: String!
      submit: String!
      sending: String!
      required: String!
    }

    type SiteContactPlaceholders {
      firstName: String!
      lastName: String!
      email: String!
      phone: String!
      businessType: String!
      projectDetails: String!
    }

    type SitePortfolio {
      backLink: String!
      heading: String!
      intro: String!
      cardHint: String!
      ratingLabel: String!
      clientLabel: String!
      locationLabel: String!
      dateLabel: String!
      teamSizeLabel: String!
      teamSizeUnit: String!
      overviewHeading: String!
      deliverablesHeading: String!
      challengeHeading: String!
      solutionHeading: String!
      dialogCta: String!
      cta: SiteCallToAction!
    }

    type SiteCallToAction {
      heading: String!
      text: String!
      button: String!
    }

    type SiteProcess {
      hero: SiteProcessHero!
      stepsHeading: String!
      stepLabel: String!
      resultsHeading: String!
      resultsIntro: String!
      statistics: [SiteStatistic!]!
      sellingPointsHeading: String!
      sellingPoints: [String!]!
      cta: SiteCallToAction!
    }

    type SiteProcessHero {
      heading: String!
      text: String!
    }

    type SiteStatistic {
      value: String!
      label: String!
    }

    type SiteFooter {
      tagline: String!
      copyright: String!
      copyrightYears: SiteCopyrightYears!
    }

    type SiteCopyrightYears {
      home: Int!
      portfolio: Int!
      process: Int!
    }

    "content/services.json: the services in display order."
    type ServicesJson implements Node @dontInfer {
      services: [Service!]!
    }

    type Service {
      slug: String!
      title: String!
      description: String!
      details: String!
      features: [String!]!
      icon: IconName!
    }

    "content/projects.json: the portfolio in display order."
    type ProjectsJson implements Node @dontInfer {
      projects: [Project!]!
    }

    type Project {
      id: String!
      title: String!
      category: String!
      image: File! @fileByRelativePath
      imageAlt: String!
      description: String!
      client: String!
      location: String!
      date: String!
      teamSize: Int!
      rating: Int!
      fullDescription: String!
      deliverables: [String!]!
      challenge: String!
      solution: String!
    }

    "content/process.json: the How We Work steps in order."
    type ProcessJson implements Node @dontInfer {
      steps: [ProcessStep!]!
    }

    type ProcessStep {
      title: String!
      description: String!
      duration: String!
    }
  `)
}

// robots.txt names the sitemap by absolute URL and _headers the function's origin and the inline
// code's hashes, so both are written from the build itself.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl
  if (!siteUrl) {
    reporter.panic("siteMetadata.siteUrl is missing in gatsby-config.ts; robots.txt needs it")
    return
  }
  await writeFile(
    join("public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  )
  await deferRuntimeScriptsInBuild("public")
  // Last, so the policy lists the hashes of the inline scripts and styles as visitors receive them.
  // The form may only talk to the function's origin.
  const input = { functionOrigin: new URL(SUPABASE_URL).origin, inline: await inlineSourcesOfBuild("public") }
  await writeFile(join("public", "_headers"), headersFile(headerRules(input)))
  reporter.info(
    `public/_headers: ${input.inline.scripts.length} inline script and ${input.inline.styles.length + input.inline.styleAttributes.length} inline style hashes in the Content-Security-Policy`,
  )
}
