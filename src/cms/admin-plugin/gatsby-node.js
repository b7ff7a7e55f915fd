// gatsby-plugin-decap-cms's build of /admin/ as its own bundle, without the plugin's gatsby-browser.js
// (a Netlify Identity redirect that would add its code to every visitor's page).
const decap = require("gatsby-plugin-decap-cms/gatsby-node")
const { join } = require("node:path")

// The default template writes the title (the agency's name, from content) unescaped; this one escapes
// it, so no name an editor publishes can become markup in the editor's page.
const TEMPLATE = join(__dirname, "index.ejs")
// The editor's own stylesheet, linked by the template: copied beside the editor, in no visitor's page.
const PHONE_LAYOUT = join(__dirname, "..", "phone-layout.css")

// The editor's bundle starts from the site's webpack config; these plugins belong to the site's
// compiler, and shared they make each compiler wake the other under `gatsby develop`.
const SITE_COMPILER_ONLY = new Set([
  "GatsbyWebpackVirtualModules",
  "ForceCssHMRForEdgeCases",
  "ESLintWebpackPlugin",
])

exports.onPreInit = decap.onPreInit
exports.onCreateDevServer = decap.onCreateDevServer
exports.onCreateWebpackConfig = (args, options) =>
  decap.onCreateWebpackConfig(args, {
    ...options,
    customizeWebpackConfig(config) {
      // A webpack cache of its own: in the site's, each compiler's save would drop the other's modules.
      config.cache = { ...config.cache, cacheLocation: `${config.cache.cacheLocation}-cms` }
      config.plugins = config.plugins.filter((plugin) => !SITE_COMPILER_ONLY.has(plugin.constructor.name))
      for (const plugin of config.plugins) {
        if (plugin.constructor.name === "HtmlWebpackPlugin") plugin.options.template = TEMPLATE
        // React's and Decap's builds are copied in already minified: Terser need not minify them again.
        if (plugin.constructor.name === "CopyPlugin") {
          for (const pattern of plugin.patterns) pattern.info = { ...pattern.info, minimized: true }
          plugin.patterns.push({ from: PHONE_LAYOUT, to: "phone-layout.css" })
        }
      }
    },
  })
