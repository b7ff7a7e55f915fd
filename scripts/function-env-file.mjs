// Prints the functions' secrets file (KEY="value" lines) from the environment, for the deploy
// workflow's `supabase secrets set --env-file`; both functions read the project's one set.
//   node scripts/function-env-file.mjs > supabase/.env.production
const REQUIRED = [
  "SITE_URL",
  "ENQUIRY_TO_EMAIL",
  "ENQUIRY_FROM_EMAIL",
  "RESEND_API_KEY",
  "ENQUIRY_DB_URL",
  "RETRY_SECRET",
  // The uptime monitor's read-only secret for /health (it cannot call /retry).
  "HEALTH_SECRET",
  "GITHUB_OAUTH_CLIENT_ID",
  "GITHUB_OAUTH_CLIENT_SECRET",
]
// Settings with defaults (docs/enquiry-backend.md, "Secrets and settings"): passed on only when set.
const OPTIONAL = [
  "ALLOWED_ORIGINS",
  "NOTIFY_CAP",
  "NOTIFY_CAP_WINDOW_SECONDS",
  "NOTIFY_RETRY_MAX_SECONDS",
  "RATE_LIMIT_PER_PREFIX",
  "HEALTH_MAX_RETRY_GAP_SECONDS",
]

const missing = REQUIRED.filter((name) => !process.env[name]?.trim())
if (missing.length > 0) {
  console.error(
    `The functions' secrets file needs ${missing.join(", ")}: set them as repository secrets/variables (backend.yml names which).`,
  )
  process.exit(1)
}
// Double-quoted with JSON escapes, which the CLI's env-file reader understands (the sender's
// display name has spaces and angle brackets).
for (const name of [...REQUIRED, ...OPTIONAL].filter((name) => process.env[name]?.trim()))
  console.log(`${name}=${JSON.stringify(process.env[name].trim())}`)
