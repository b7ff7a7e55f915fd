// The digest email: the enquiries stored while individual emails were held back (the cap was reached,
// or their sender had had its share: cap.ts), each in full as in its own email, so the agency can tell a
// real customer from noise. Senders with one enquiry come first; a sender's repeats come together under
// one heading. Visitor text is untrusted, as in email.ts.
import {
  type Addresses,
  type EmailMessage,
  enquiryHtml,
  enquiryText,
  escapeHtml,
  headerSafe,
} from "./email.ts"
import type { Digest, DigestEnquiry } from "./digest-store.ts"

export function composeDigestEmail(digest: Digest, addresses: Addresses, now = new Date()): EmailMessage {
  const count = digest.enquiries.length
  const groups = bySender(digest.enquiries)
  const intro = `${count} ${count === 1 ? "enquiry" : "enquiries"} arrived while enquiry emails were held back (the website's hourly limit, or one sender's share of it, was reached). Each is below in full, repeat senders together; reply to each person at their own address.`
  const heading = (group: DigestEnquiry[]) =>
    group.length > 1 ? `${group.length} enquiries from one sender (the same connection or email address)` : ""
  const receipt = ({ id, createdAt }: DigestEnquiry) => ({ id, receivedAt: createdAt })

  const text = [
    intro,
    ...groups.flatMap((group) => [
      "",
      `======== ${heading(group)}`.trimEnd(),
      ...group.flatMap((row, index) => [
        ...(index > 0 ? ["", "--------"] : []),
        "",
        ...enquiryText(row.enquiry, receipt(row)),
      ]),
    ]),
  ].join("\n")

  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    `<h1 style="font-size:20px">${count} website ${count === 1 ? "enquiry" : "enquiries"}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...groups.flatMap((group) => [
      '<hr style="margin:24px 0">',
      ...(group.length > 1 ? [`<h2 style="font-size:18px">${escapeHtml(heading(group))}</h2>`] : []),
      ...group.flatMap((row, index) => [
        ...(index > 0 ? ['<hr style="border-style:dashed">'] : []),
        ...enquiryHtml(row.enquiry, receipt(row)),
      ]),
    ]),
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

/** The enquiries grouped by sender, oldest first within each; single senders first, then by size. */
function bySender(enquiries: DigestEnquiry[]): DigestEnquiry[][] {
  const groups = new Map<string, DigestEnquiry[]>()
  for (const row of enquiries) groups.set(row.sender, [...(groups.get(row.sender) ?? []), row])
  // A stable sort keeps groups of one size in the order of their first enquiry.
  return [...groups.values()].sort((a, b) => a.length - b.length)
}
