// gatsby-plugin-decap-cms's build of /admin/ as its own bundle, without the plugin's gatsby-browser.js
// (a Netlify Identity redirect that would add its code to every visitor's page).
const decap = require("gatsby-plugin-decap-cms/gatsby-node")
const { rmSync } = require("node:fs")
const { join, resolve } = require("node:path")

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

// Under `gatsby develop` webpack rebuilds the editor when a file it imports changes (a publish of site.json,
// which the previews import) and rewrites each file in place: a page loaded from public/ meanwhile got the
// script cut short and stayed blank. So develop writes it elsewhere, and holds requests while it rebuilds.
const DEVELOP_OUTPUT = resolve(".cache", "admin")
let rebuilding = true

exports.onPreInit = decap.onPreInit
exports.onCreateDevServer = ({ app }) =>
  app.get(/^\/admin(?:\/(.*))?$/, async (request, response, next) => {
    while (rebuilding) await new Promise((wait) => setTimeout(wait, 100))
    response.sendFile(request.params[0] || "index.html", { root: DEVELOP_OUTPUT }, (error) => error && next())
  })
exports.onCreateWebpackConfig = (args, options) =>
  decap.onCreateWebpackConfig(args, {
    ...options,
    customizeWebpackConfig(config, { stage }) {
      if (stage === "develop") {
        // A production build's editor there would be served before this one.
        rmSync(config.output.path, { recursive: true, force: true })
        config.output.path = DEVELOP_OUTPUT
        config.plugins.push({
          apply(compiler) {
            compiler.hooks.invalid.tap("HoldDuringRebuild", () => (rebuilding = true))
            compiler.hooks.done.tap("HoldDuringRebuild", () => (rebuilding = false))
            // A crashed build leaves the last files, not requests waiting forever.
            compiler.hooks.failed.tap("HoldDuringRebuild", () => (rebuilding = false))
          },
        })
      }
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
