/** @type {import('tailwindcss').Config} */
module.exports = {
  // The folders with markup, not src/ itself: webpack watches each folder Tailwind reads, and
  // `gatsby develop` rewrites src/gatsby-types.d.ts after every content save, which rebuilt the CSS
  // for nothing and raced the stylesheet swap (mini-css-extract-plugin: removeChild of null).
  content: ["components", "pages", "hooks", "lib", "cms", "node", "types"].map(
    (folder) => `./src/${folder}/**/*.{ts,tsx}`,
  ),
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
