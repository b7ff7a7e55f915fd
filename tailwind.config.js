/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: "#0f172a", soft: "#1e293b", muted: "#475569" },
        cream: { DEFAULT: "#fffbeb", deep: "#fef3c7" },
        sun: { DEFAULT: "#fbbf24", deep: "#f59e0b", text: "#b45309" },
        jacaranda: { DEFAULT: "#7c3aed", soft: "#ede9fe" },
      },
      fontFamily: {
        sans: ['"Plus Jakarta Sans Variable"', '"Plus Jakarta Sans Fallback"', "system-ui", "sans-serif"],
      },
      maxWidth: { content: "72rem" },
    },
  },
  plugins: [],
}
