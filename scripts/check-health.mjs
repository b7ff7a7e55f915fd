// The deploy's last step: fails unless the live function says it is healthy and the live site is
// served with its Content-Security-Policy, retrying for a minute while a fresh deploy warms up. The
// health entry point (docs/enquiry-backend.md) takes its own read-only secret in X-Health-Secret and
// answers 200 when no operator is needed; the anon key goes in Authorization as supabase-js sends it.
//   GATSBY_SUPABASE_URL=... GATSBY_SUPABASE_ANON_KEY=... HEALTH_SECRET=... SITE_URL=... node scripts/check-health.mjs
const { GATSBY_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY, HEALTH_SECRET, SITE_URL } = process.env
const missing = Object.entries({ GATSBY_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY, HEALTH_SECRET, SITE_URL })
  .filter(([, value]) => !value)
  .map(([name]) => name)
if (missing.length > 0) {
  console.error(`check-health needs ${missing.join(", ")}`)
  process.exit(1)
}

const HEALTH_URL = `${GATSBY_SUPABASE_URL.replace(/\/$/, "")}/functions/v1/send-contact-email/health`
const ATTEMPTS = 6
const PAUSE_MS = 10_000

async function health() {
  const response = await fetch(HEALTH_URL, {
    headers: { Authorization: `Bearer ${GATSBY_SUPABASE_ANON_KEY}`, "X-Health-Secret": HEALTH_SECRET },
    signal: AbortSignal.timeout(15_000),
  })
  return { ok: response.ok, summary: `${response.status} ${await response.text()}` }
}

async function site() {
  const response = await fetch(`${SITE_URL.replace(/\/$/, "")}/`, { signal: AbortSignal.timeout(15_000) })
  const csp = response.headers.get("content-security-policy")
  return {
    ok: response.ok && Boolean(csp) && csp.includes(new URL(GATSBY_SUPABASE_URL).origin),
    summary: `${response.status}, Content-Security-Policy ${csp ? "naming the function's origin" : "missing"}`,
  }
}

let failures = []
for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const results = await Promise.all(
    [
      ["function health", health],
      ["site", site],
    ].map(async ([what, check]) => ({
      what,
      ...(await check().catch((error) => ({ ok: false, summary: String(error) }))),
    })),
  )
  for (const { what, summary } of results) console.log(`${what}: ${summary}`)
  failures = results.filter((result) => !result.ok)
  if (failures.length === 0) break
  if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
}
if (failures.length > 0) {
  console.error(
    `Not healthy after ${ATTEMPTS} attempts: ${failures.map((failure) => failure.what).join(", ")}`,
  )
  process.exit(1)
}
console.log("Live and healthy.")
