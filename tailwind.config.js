/** @type {import('tailwindcss').Config} */
module.exports = {
  // Not the generated GraphQL types: develop rewrites them after content edits, and a CSS rebuild
  // for nothing raced the previous stylesheet swap (mini-css-extract-plugin: removeChild of null).
  content: ["./src/**/*.{ts,tsx}", "!./src/gatsby-types.d.ts"],
  theme: {
    extend: {
      // The brand palette, named once: the manifest, the theme colour and the logo use it too.
      colors: require("./src/styles/brand-colors.json"),
      fontFamily: {
        sans: ['"Plus Jakarta Sans Variable"', '"Plus Jakarta Sans Fallback"', "system-ui", "sans-serif"],
      },
      maxWidth: { content: "72rem" },
    },
  },
  plugins: [],
}
