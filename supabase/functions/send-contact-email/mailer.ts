// Sends notification emails through Resend's API or to a local outbox; both drop a repeated key.

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

export interface Mailer {
  /** Throws a MailError when the message was not accepted. */
  send(message: EmailMessage, idempotencyKey: string): Promise<void>
}

/** temporary (API down or busy) and configuration (ours: on the health answer) are retried; refused fails. */
export type MailErrorKind = "temporary" | "configuration" | "refused"

export class MailError extends Error {
  override name = "MailError"
  constructor(
    message: string,
    readonly kind: MailErrorKind = "temporary",
  ) {
    super(message)
  }
}

// Resend's error names that mean our own settings are wrong, whatever the status code.
const CONFIGURATION_ERRORS = /api_key|from_address|domain|not_verified|restricted/

export function resendMailer(apiKey: string, url: string, timeoutMs: number): Mailer {
  return {
    async send({ from, to, replyTo, subject, html, text }, idempotencyKey) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          // Resend sends a key once within 24 hours; the retry path stops before that (store.ts).
          "Idempotency-Key": idempotencyKey,
        },
        body: JSON.stringify({ from, to: [to], reply_to: replyTo, subject, html, text }),
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error) => {
        const timedOut = error instanceof Error && error.name === "TimeoutError"
        throw new MailError(`Email API ${timedOut ? `timed out after ${timeoutMs} ms` : "unreachable"}`)
      })
      if (response.ok) {
        await response.body?.cancel()
        return
      }
      const name = await errorName(response)
      throw new MailError(
        `Email API answered ${response.status}${name ? ` (${name})` : ""}`,
        errorKind(response.status, name),
      )
    },
  }
}

function errorKind(status: number, name: string | null): MailErrorKind {
  if (status === 401 || status === 403 || (name !== null && CONFIGURATION_ERRORS.test(name)))
    return "configuration"
  // 409 invalid_idempotent_request: this key already sent other content, so the agency has it.
  if (status === 400 || status === 422 || (status === 409 && name === "invalid_idempotent_request"))
    return "refused"
  return "temporary"
}

/** Resend's error `name`, e.g. "concurrent_idempotent_requests"; null when the body has none. */
async function errorName(response: Response): Promise<string | null> {
  const name = (await response.json().catch(() => null))?.name
  return typeof name === "string" && /^[a-z_]{1,60}$/.test(name) ? name : null
}

/** Writes each message as a readable .eml file; like Resend, it sends a key once. */
export function outboxMailer(directory: string): Mailer {
  return {
    async send(message, idempotencyKey) {
      await Deno.mkdir(directory, { recursive: true })
      for await (const entry of Deno.readDir(directory))
        if (entry.name.endsWith(`-${idempotencyKey}.eml`)) return
      const stamp = message.date.toISOString().replace(/[:.]/g, "-")
      const path = `${directory}/${stamp}-${idempotencyKey}.eml`
      const temporary = `${path}.tmp`
      await Deno.writeTextFile(temporary, toEml(message, idempotencyKey))
      await Deno.rename(temporary, path)
    },
  }
}

/** Used when neither an API key nor an outbox is configured: every notification waits as pending. */
export const unconfiguredMailer: Mailer = {
  send: () =>
    Promise.reject(new MailError("No email transport configured (set RESEND_API_KEY)", "configuration")),
}

function toEml(message: EmailMessage, id: string): string {
  const boundary = `enquiry-${id}`
  return [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Reply-To: ${message.replyTo}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${message.date.toUTCString()}`,
    `Message-ID: <${id}@send-contact-email.local>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    // RFC 5322: every line ends in CRLF, the visitor's own line breaks too.
    ...[
      ["plain", message.text],
      ["html", message.html],
    ].flatMap(([type, body]) => [
      `--${boundary}`,
      `Content-Type: text/${type}; charset=utf-8`,
      "Content-Transfer-Encoding: 8bit",
      "",
      body.replace(/\r\n?|\n/g, "\r\n"),
    ]),
    `--${boundary}--`,
    "",
  ].join("\r\n")
}

function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value
  const bytes = new TextEncoder().encode(value)
  return `=?UTF-8?B?${btoa(String.fromCharCode(...bytes))}?=`
}
