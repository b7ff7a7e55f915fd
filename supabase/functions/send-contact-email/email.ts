// Builds the agency's notification email. Visitor text is untrusted: no CR/LF or control character
// reaches a header, and every value is HTML-escaped in the HTML part.
import type { Enquiry } from "../_shared/enquiry.ts"

export type EmailMessage = {
  from: string
  to: string
  replyTo: string
  subject: string
  html: string
  text: string
  /** When the enquiry was received; also names outbox files. */
  date: Date
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
}

/** One line of printable text, safe in an email header. */
export function headerSafe(value: string, maxLength = 200): string {
  const line = value
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line
}

export type Addresses = { from: string; to: string }
export type Receipt = { id: string; receivedAt: Date }

/** One enquiry's facts as labelled rows, the same in its own email and in a digest. */
function enquiryRows(enquiry: Enquiry, receipt: Receipt): Array<[string, string]> {
  return [
    ["Name", `${enquiry.firstName} ${enquiry.lastName}`],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone ? `${enquiry.countryCode} ${enquiry.phone}` : "Not given"],
    ["Business type", enquiry.businessType || "Not given"],
    ["Received", formatBrisbaneTime(receipt.receivedAt)],
    ["Reference", receipt.id],
  ]
}

/** The whole enquiry as HTML: its rows, then the project details as written. */
export function enquiryHtml(enquiry: Enquiry, receipt: Receipt): string[] {
  return [
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...enquiryRows(enquiry, receipt).map(
      ([label, value]) =>
        `<tr><th align="left" style="color:#475569;font-weight:600">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    '<h2 style="font-size:16px">Project details</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.projectDetails)}</p>`,
  ]
}

/** The whole enquiry as plain text: its rows, then the project details as written. */
export function enquiryText(enquiry: Enquiry, receipt: Receipt): string[] {
  return [
    ...enquiryRows(enquiry, receipt).map(([label, value]) => `${label}: ${value}`),
    "",
    "Project details:",
    enquiry.projectDetails,
  ]
}

export function composeEnquiryEmail(enquiry: Enquiry, receipt: Receipt, addresses: Addresses): EmailMessage {
  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    '<h1 style="font-size:20px">New enquiry from the website</h1>',
    ...enquiryHtml(enquiry, receipt),
    `<p style="color:#475569">Reply to this email to answer ${escapeHtml(enquiry.firstName)} directly.</p>`,
    "</body></html>",
  ].join("\n")

  const text = [
    "New enquiry from the website",
    "",
    ...enquiryText(enquiry, receipt),
    "",
    `Reply to this email to answer ${enquiry.firstName} directly.`,
  ].join("\n")

  const business = enquiry.businessType ? ` (${enquiry.businessType})` : ""
  return {
    from: headerSafe(addresses.from),
    to: headerSafe(addresses.to),
    replyTo: headerSafe(enquiry.email, 254),
    subject: headerSafe(`New enquiry: ${enquiry.firstName} ${enquiry.lastName}${business}`),
    html,
    text,
    date: receipt.receivedAt,
  }
}

/** When an enquiry arrived, as the agency in Brisbane reads it. */
export function formatBrisbaneTime(date: Date): string {
  return `${date.toLocaleString("en-AU", { timeZone: "Australia/Brisbane", dateStyle: "medium", timeStyle: "short" })} (Brisbane)`
}
