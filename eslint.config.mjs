import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      // Gatsby's output, the site's and the bench's stock page's.
      "**/public/",
      "**/.cache/",
      ".wrangler/",
      // The bench's reports, git-ignored like public/.
      "bench/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "coverage/",
      "playwright-report/",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    // Config files that tools load with require() are CommonJS.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright fixtures: those that need nothing else take an empty object pattern (`async ({}, use)`),
    // and their `use` is Playwright's, not a React hook.
    files: ["e2e/**/*.ts"],
    rules: {
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      "react-hooks/rules-of-hooks": "off",
    },
  },
  {
    // Deno code: its global is provided by the runtime.
    files: ["supabase/functions/**/*.ts", "scripts/local/**/*.ts"],
    languageOptions: { globals: { Deno: "readonly" } },
    // The function strips control characters on purpose; deno lint (npm run test:deno) marks each such
    // regular expression with an explicit ignore.
    rules: { "no-control-regex": "off" },
  },
)
