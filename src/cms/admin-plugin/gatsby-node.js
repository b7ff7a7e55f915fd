// gatsby-plugin-decap-cms builds /admin/ as its own bundle; this local plugin uses exactly that, but
// leaves out the plugin's gatsby-browser.js, a Netlify Identity sign-in redirect that would add its
// code to every visitor's page while this site signs editors in through GitHub (docs/editor-sign-in.md).
const decap = require("gatsby-plugin-decap-cms/gatsby-node")
const { join } = require("node:path")

// html-webpack-plugin's default template writes the title (the agency's name, from content) into the
// page unescaped (`<%= %>`); this one escapes it (`<%- %>`, lodash's _.escape), so no name an editor
// publishes can become markup in the editor's page.
const TEMPLATE = join(__dirname, "index.ejs")

// The editor's bundle starts from Gatsby's development config, whose plugin instances belong to the
// site's own compiler. Shared, the virtual-modules writer and the CSS hot-reload patch made each
// compiler wake the other (a rebuild every few seconds under `gatsby develop`).
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
      config.plugins = config.plugins.filter((plugin) => !SITE_COMPILER_ONLY.has(plugin.constructor.name))
      for (const plugin of config.plugins)
        if (plugin.constructor.name === "HtmlWebpackPlugin") plugin.options.template = TEMPLATE
      // React's and Decap's builds are copied in already minified; marked so, Terser leaves them be
      // instead of minifying Decap's 4.4 MB again (about 23 s of a cold build's CPU).
      for (const plugin of config.plugins) {
        if (plugin.constructor.name !== "CopyPlugin") continue
        for (const pattern of plugin.patterns) pattern.info = { ...pattern.info, minimized: true }
      }
    },
  })
