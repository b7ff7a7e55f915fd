// Prints the send-contact-email function's secrets file (KEY="value" lines) from the environment,
// for `supabase secrets set --env-file` (the deploy workflow; .env.example, part 2, is the same list
// for doing it by hand). Stops, naming them, when required values are missing.
//   node scripts/function-env-file.mjs > supabase/.env.production
const REQUIRED = ["SITE_URL", "ENQUIRY_TO_EMAIL", "ENQUIRY_FROM_EMAIL", "RESEND_API_KEY", "RETRY_SECRET"]
const OPTIONAL = ["ALLOWED_ORIGINS"]

const missing = REQUIRED.filter((name) => !process.env[name]?.trim())
if (missing.length > 0) {
  console.error(
    `The function's secrets file needs ${missing.join(", ")}: set them as repository secrets/variables.`,
  )
  process.exit(1)
}
for (const name of [...REQUIRED, ...OPTIONAL].filter((name) => process.env[name]?.trim())) {
  // Double-quoted with JSON escapes, which the CLI's env-file reader understands (the sender's
  // display name has spaces and angle brackets).
  console.log(`${name}=${JSON.stringify(process.env[name].trim())}`)
}
