// The agency's notification emails: one per enquiry, or a digest of those held back by the cap.
// Visitor text is untrusted: headers get one printable line, and the HTML part escapes every value.
import type { EmailMessage } from "./mailer.ts"
import { phoneToRead } from "./phone.ts"
import type { Digest, DigestEnquiry, StoredEnquiry } from "./store.ts"

export type Addresses = { from: string; to: string }

/** Every character that could open markup or close an attribute, as a numeric character reference. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** One line of printable text, safe in an email header. */
function headerSafe(value: string, maxLength = 200): string {
  const line = value
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line
}

function page(heading: string, body: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...body,
    "</body></html>",
  ].join("\n")
}

/** One enquiry's facts as labelled rows, the same in its own email and in a digest; a link where it has one. */
function enquiryRows(enquiry: StoredEnquiry): Array<[string, string, string?]> {
  const received = enquiry.createdAt.toLocaleString("en-AU", {
    timeZone: "Australia/Brisbane",
    dateStyle: "medium",
    timeStyle: "short",
  })
  return [
    ["Name", `${enquiry.firstName} ${enquiry.lastName}`],
    ["Email", enquiry.email],
    ["Phone", ...(enquiry.phone ? phoneToRead(enquiry.phone) : (["Not given"] as const))],
    ["Business type", enquiry.businessType || "Not given"],
    ["Received", `${received} (Brisbane)`],
    ["Reference", enquiry.id],
  ]
}

function enquiryHtml(enquiry: StoredEnquiry): string[] {
  return [
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...enquiryRows(enquiry).map(
      ([label, value, href]) =>
        `<tr><th align="left" style="color:#475569;font-weight:600">${escapeHtml(label)}</th><td>${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    '<h2 style="font-size:16px">Project details</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.projectDetails)}</p>`,
  ]
}

function enquiryText(enquiry: StoredEnquiry): string[] {
  return [
    ...enquiryRows(enquiry).map(([label, value]) => `${label}: ${value}`),
    "",
    "Project details:",
    enquiry.projectDetails,
  ]
}

export function composeEnquiryEmail(enquiry: StoredEnquiry, addresses: Addresses): EmailMessage {
  const heading = "New enquiry from the website"
  const reply = `Reply to this email to answer ${enquiry.firstName} directly.`
  const html = page(heading, [...enquiryHtml(enquiry), `<p style="color:#475569">${escapeHtml(reply)}</p>`])
  const text = [heading, "", ...enquiryText(enquiry), "", reply].join("\n")
  const business = enquiry.businessType ? ` (${enquiry.businessType})` : ""
  const subject = `New enquiry: ${enquiry.firstName} ${enquiry.lastName}${business}`
  return message(addresses, { replyTo: enquiry.email, subject, html, text, date: enquiry.createdAt })
}

/** Every enquiry in full, so the agency can tell a customer from noise; repeat senders grouped last. */
export function composeDigestEmail(digest: Digest, addresses: Addresses, now = new Date()): EmailMessage {
  const count = digest.enquiries.length
  const enquiries = count === 1 ? "enquiry" : "enquiries"
  const groups = bySender(digest.enquiries)
  const refused = digest.refused
    ? ` In the hour before this email, the website turned away ${digest.refused} more (too many at once), asking each to try again later.`
    : ""
  const intro = `${count} ${enquiries} arrived while enquiry emails were held back (the website's hourly limit, or one sender's share of it, was reached). Each is below in full, repeat senders together; reply to each person at their own address.${refused}`
  const heading = (group: DigestEnquiry[]) =>
    group.length > 1 ? `${group.length} enquiries from one sender (the same connection or email address)` : ""

  const text = [
    intro,
    ...groups.flatMap((group) => [
      "",
      `======== ${heading(group)}`.trimEnd(),
      ...group.flatMap((row, index) => [...(index > 0 ? ["", "--------"] : []), "", ...enquiryText(row)]),
    ]),
  ].join("\n")
  const html = page(`${count} website ${enquiries}`, [
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.flatMap((group) => [
      '<hr style="margin:24px 0">',
      ...(group.length > 1 ? [`<h2 style="font-size:18px">${escapeHtml(heading(group))}</h2>`] : []),
      ...group.flatMap((row, index) => [
        ...(index > 0 ? ['<hr style="border-style:dashed">'] : []),
        ...enquiryHtml(row),
      ]),
    ]),
  ])

  // Many senders: a reply goes to the agency's own inbox, never to one visitor by mistake.
  const subject = `Website enquiries digest: ${count} past the email limit`
  return message(addresses, { replyTo: addresses.to, subject, html, text, date: now })
}

function message({ from, to }: Addresses, parts: Omit<EmailMessage, "from" | "to">): EmailMessage {
  const replyTo = headerSafe(parts.replyTo, 254)
  return { ...parts, from: headerSafe(from), to: headerSafe(to), replyTo, subject: headerSafe(parts.subject) }
}

/** The enquiries grouped by sender, oldest first within each; single senders first, then by size. */
function bySender(enquiries: DigestEnquiry[]): DigestEnquiry[][] {
  // A stable sort keeps groups of one size in the order of their first enquiry.
  return [...Map.groupBy(enquiries, (row) => row.sender).values()].sort((a, b) => a.length - b.length)
}
