// Fails when anything secret-looking reached the build output every visitor can download: a Supabase
// service-role key, a database URL with a password, or an email API key. Run after `gatsby build`.
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

const publicDir = new URL("../public/", import.meta.url).pathname

const CHECKS = [
  ["a database URL with a password", /postgres(?:ql)?:\/\/[^:\s/"'@]+:[^@\s"']+@/i],
  ["a Resend API key", /\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{8,}/],
  ["a Supabase secret key", /\bsb_secret_[A-Za-z0-9_-]{10,}/],
  ["a retry secret setting", /RETRY_SECRET\s*[=:]\s*["']?[A-Za-z0-9]{16,}/],
]

/** Supabase's legacy keys are JWTs; the service-role one says so in its payload. */
function serviceRoleJwts(text) {
  const found = []
  for (const [token] of text.matchAll(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g)) {
    try {
      const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"))
      if (payload.role === "service_role") found.push(token.slice(0, 20))
    } catch {
      // not a JWT after all
    }
  }
  return found
}

const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
  .filter(
    (entry) => entry.isFile() && /\.(html|js|json|txt|xml|map|css|webmanifest)$|^_headers$/.test(entry.name),
  )
  .map((entry) => join(entry.parentPath, entry.name))

const problems = []
for (const path of files) {
  const text = readFileSync(path, "utf8")
  for (const [what, pattern] of CHECKS)
    if (pattern.test(text)) problems.push(`${relative(publicDir, path)} contains ${what}`)
  if (serviceRoleJwts(text).length > 0)
    problems.push(`${relative(publicDir, path)} contains a Supabase service-role key`)
}

if (problems.length > 0) {
  console.error(
    `Secrets in the public build:\n- ${problems.join("\n- ")}\nOnly public values may be GATSBY_* variables.`,
  )
  process.exit(1)
}
console.log("Secret check passed: no service-role key, database password or email API key in public/.")
