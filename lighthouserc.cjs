// Lighthouse CI (`npm run bench:lighthouse`, docs/benchmark.md, which serves the URLs), in the Chromium
// the tests launch.
const { launchOptions } = require("tsx/cjs/api").require("./scripts/lib/chromium.ts", __filename)

const { executablePath, args } = launchOptions()
// Every URL once per round, the rounds one after another: a slow minute of the machine hits every
// URL alike, the stock page included (LHCI_RUNS=1 for a quick pass).
const ROUNDS = Number(process.env.LHCI_RUNS ?? 5)
const URLS = [
  "http://127.0.0.1:9310/",
  "http://127.0.0.1:9310/portfolio/",
  "http://127.0.0.1:9310/process/",
  "http://127.0.0.1:9310/privacy/",
  "http://127.0.0.1:9310/this-page-does-not-exist",
  "http://127.0.0.1:9311/",
]

module.exports = {
  ci: {
    collect: {
      chromePath: executablePath,
      url: Array.from({ length: ROUNDS }, () => URLS).flat(),
      numberOfRuns: 1,
      settings: {
        chromeFlags: args.join(" "),
        ignoreStatusCode: true,
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: "^http://127\\.0\\.0\\.1:9310/",
          aggregationMethod: "median",
          assertions: {
            "categories:accessibility": [
              "error",
              {
                minScore: 1,
              },
            ],
            "cumulative-layout-shift": [
              "error",
              {
                maxNumericValue: 0.01,
              },
            ],
          },
        },
        {
          matchingUrlPattern: "^http://127\\.0\\.0\\.1:9310/(portfolio/|process/|privacy/)?$",
          aggregationMethod: "median",
          assertions: {
            "categories:best-practices": [
              "error",
              {
                minScore: 1,
              },
            ],
            "categories:seo": [
              "error",
              {
                minScore: 1,
              },
            ],
          },
        },
        {
          matchingUrlPattern: "^http://127\\.0\\.0\\.1:9310/$",
          aggregationMethod: "median",
          assertions: {
            "resource-summary:total:size": [
              "error",
              {
                maxNumericValue: 256000,
              },
            ],
            "resource-summary:total:count": [
              "error",
              {
                maxNumericValue: 20,
              },
            ],
          },
        },
        {
          matchingUrlPattern: "^http://127\\.0\\.0\\.1:9310/portfolio/$",
          aggregationMethod: "median",
          assertions: {
            "resource-summary:total:size": [
              "error",
              {
                maxNumericValue: 358400,
              },
            ],
            "resource-summary:total:count": [
              "error",
              {
                maxNumericValue: 25,
              },
            ],
          },
        },
        {
          matchingUrlPattern: "^http://127\\.0\\.0\\.1:9310/(process/|privacy/|this-page-does-not-exist)$",
          aggregationMethod: "median",
          assertions: {
            "resource-summary:total:size": [
              "error",
              {
                maxNumericValue: 204800,
              },
            ],
            "resource-summary:total:count": [
              "error",
              {
                maxNumericValue: 20,
              },
            ],
          },
        },
      ],
    },
    upload: {
      target: "filesystem",
      outputDir: "bench/lighthouse",
    },
  },
}
