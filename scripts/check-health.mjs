// The deploy's last step: fails unless the live function's /health (docs/enquiry-backend.md) answers
// 200 and the live site is served with its Content-Security-Policy, retrying for a minute while a
// fresh deploy warms up. The anon key goes in Authorization as supabase-js sends it.
//   GATSBY_SUPABASE_URL=... GATSBY_SUPABASE_ANON_KEY=... HEALTH_SECRET=... SITE_URL=... node scripts/check-health.mjs
import { setTimeout as delay } from "node:timers/promises"

const { GATSBY_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY, HEALTH_SECRET, SITE_URL } = process.env
const needed = { GATSBY_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY, HEALTH_SECRET, SITE_URL }
const missing = Object.keys(needed).filter((name) => !needed[name])
if (missing.length > 0) {
  console.error(`check-health needs ${missing.join(", ")}`)
  process.exit(1)
}

const ATTEMPTS = 6
const get = (url, headers = {}) => fetch(url, { headers, signal: AbortSignal.timeout(15_000) })
const checks = {
  async "function health"() {
    const url = `${GATSBY_SUPABASE_URL.replace(/\/$/, "")}/functions/v1/send-contact-email/health`
    const headers = { Authorization: `Bearer ${GATSBY_SUPABASE_ANON_KEY}`, "X-Health-Secret": HEALTH_SECRET }
    const response = await get(url, headers)
    return { ok: response.ok, summary: `${response.status} ${await response.text()}` }
  },
  async site() {
    const response = await get(`${SITE_URL.replace(/\/$/, "")}/`)
    const csp = response.headers.get("content-security-policy")
    const ok = response.ok && Boolean(csp) && csp.includes(new URL(GATSBY_SUPABASE_URL).origin)
    const policy = csp ? "naming the function's origin" : "missing"
    return { ok, summary: `${response.status}, Content-Security-Policy ${policy}` }
  },
}

let failing = []
for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  if (attempt > 1) await delay(10_000)
  failing = []
  for (const [what, check] of Object.entries(checks)) {
    const { ok, summary } = await check().catch((error) => ({ ok: false, summary: String(error) }))
    console.log(`${what}: ${summary}`)
    if (!ok) failing.push(what)
  }
  if (failing.length === 0) break
}
if (failing.length > 0) {
  console.error(`Not healthy after ${ATTEMPTS} attempts: ${failing.join(", ")}`)
  process.exit(1)
}
console.log("Live and healthy.")
