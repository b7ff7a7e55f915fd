/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  // Each test sees only the calls it caused (navigate, invoke, console).
  clearMocks: true,
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
  // Gatsby's output is neither crawled nor resolved: a build beside the tests (npm test) writes there.
  modulePathIgnorePatterns: ["<rootDir>/\\.cache", "<rootDir>/public"],
  testPathIgnorePatterns: ["node_modules"],
  // Gatsby ships untranspiled ES modules that jest must compile.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__tests__/support/environment.ts"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
}
