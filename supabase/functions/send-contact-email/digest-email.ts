// The digest email: the enquiries stored while the cap on individual emails was reached, counted and
// listed one line each (who, how to reach them, what about), oldest first. The full enquiries are in
// contact_enquiries under the references listed. Visitor text is untrusted, as in email.ts.
import { escapeHtml, headerSafe, type EmailMessage } from "./email.ts"
import type { Digest } from "./digest-store.ts"

/** How much of the project details a digest line shows. */
const DETAILS_SHOWN = 120

type Addresses = { from: string; to: string }

export function composeDigestEmail(digest: Digest, addresses: Addresses, now = new Date()): EmailMessage {
  const count = digest.enquiries.length
  const lines = digest.enquiries.map(({ id, createdAt, enquiry }) => ({
    received: formatBrisbaneTime(createdAt),
    who: `${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>`,
    phone: enquiry.phone ? `${enquiry.countryCode} ${enquiry.phone}` : "",
    business: enquiry.businessType,
    details: headerSafe(enquiry.projectDetails, DETAILS_SHOWN),
    id,
  }))
  const intro = `${count} ${count === 1 ? "enquiry" : "enquiries"} arrived while the website's hourly limit on enquiry emails was reached. Each is stored in full (Supabase > contact_enquiries, by reference); reply to each person at their address.`

  const text = [
    intro,
    "",
    ...lines.map((line) =>
      [line.received, line.who, line.phone, line.business, line.details, `ref ${line.id}`]
        .filter(Boolean)
        .join(" | "),
    ),
  ].join("\n")

  const cell = (value: string) => `<td style="padding:4px 8px;vertical-align:top">${escapeHtml(value)}</td>`
  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.4">',
    `<h1 style="font-size:20px">${count} website ${count === 1 ? "enquiry" : "enquiries"}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse:collapse;font-size:14px">',
    ...lines.map(
      (line) =>
        `<tr>${[line.received, line.who, line.phone, line.business, line.details, line.id].map(cell).join("")}</tr>`,
    ),
    "</table>",
    "</body></html>",
  ].join("\n")

  return {
    from: headerSafe(addresses.from),
    to: headerSafe(addresses.to),
    // Many senders: a reply goes to the agency's own inbox, never to one visitor by mistake.
    replyTo: headerSafe(addresses.to),
    subject: headerSafe(`Website enquiries digest: ${count} past the email limit`),
    html,
    text,
    date: now,
  }
}

function formatBrisbaneTime(date: Date): string {
  return date.toLocaleString("en-AU", {
    timeZone: "Australia/Brisbane",
    dateStyle: "short",
    timeStyle: "short",
  })
}
