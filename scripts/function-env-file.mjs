// Prints the functions' secrets file (KEY="value" lines) from the environment, for
// `supabase secrets set --env-file` (the deploy workflow; .env.example, part 2, is the same list for
// doing it by hand). Supabase's secrets belong to the project, so send-contact-email and cms-auth read
// the one set. Stops, naming them, when required values are missing.
//   node scripts/function-env-file.mjs > supabase/.env.production
const REQUIRED = [
  "SITE_URL",
  "ENQUIRY_TO_EMAIL",
  "ENQUIRY_FROM_EMAIL",
  "RESEND_API_KEY",
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
// GitHub keeps names starting with GITHUB_ for itself: the deploy workflow reads these from these.
const REPOSITORY_NAMES = {
  GITHUB_OAUTH_CLIENT_ID: "CMS_GITHUB_CLIENT_ID",
  GITHUB_OAUTH_CLIENT_SECRET: "CMS_GITHUB_CLIENT_SECRET",
}

const missing = REQUIRED.filter((name) => !process.env[name]?.trim())
if (missing.length > 0) {
  const named = missing.map((name) => (REPOSITORY_NAMES[name] ? `${name} (${REPOSITORY_NAMES[name]})` : name))
  console.error(
    `The functions' secrets file needs ${named.join(", ")}: set them as repository secrets/variables.`,
  )
  process.exit(1)
}
for (const name of [...REQUIRED, ...OPTIONAL].filter((name) => process.env[name]?.trim())) {
  // Double-quoted with JSON escapes, which the CLI's env-file reader understands (the sender's
  // display name has spaces and angle brackets).
  console.log(`${name}=${JSON.stringify(process.env[name].trim())}`)
}
