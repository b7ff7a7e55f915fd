// Delivers notification emails: through Resend's HTTP API in production, or as files in an outbox
// folder in local development. Both are idempotent per key, so a retry never sends twice.
import type { EmailMessage } from "./email.ts"

export interface Mailer {
  /** Throws a MailError when the message was not accepted. */
  send(message: EmailMessage, idempotencyKey: string): Promise<void>
}

export class MailError extends Error {
  constructor(
    message: string,
    /** Retrying cannot help (the API rejected the message itself). */
    readonly permanent = false,
  ) {
    super(message)
    this.name = "MailError"
  }
}

type ResendOptions = { apiKey: string; url: string; timeoutMs: number; fetch?: typeof fetch }

export function resendMailer({ apiKey, url, timeoutMs, fetch: fetchImpl = fetch }: ResendOptions): Mailer {
  return {
    async send(message, idempotencyKey) {
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${apiKey}`,
            "Content-Type": "application/json",
            // Resend drops a repeat with the same key for 24 hours: a retried delivery is never doubled.
            "Idempotency-Key": idempotencyKey,
          },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            reply_to: message.replyTo,
            subject: message.subject,
            html: message.html,
            text: message.text,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        const reason =
          error instanceof Error && error.name === "TimeoutError"
            ? `timed out after ${timeoutMs} ms`
            : "unreachable"
        throw new MailError(`Email API ${reason}`)
      }
      if (response.ok) {
        await response.body?.cancel()
        return
      }
      const name = await errorName(response)
      // This key already sent a message with another body (the email sent while the database was down,
      // before the row for the same submission was stored): the agency has it, so this one is done.
      if (response.status === 409 && name === "invalid_idempotent_request") return
      // 400 and 422 mean the message itself was refused; anything else may pass on a later try.
      const permanent = response.status === 400 || response.status === 422
      throw new MailError(`Email API answered ${response.status}${name ? ` (${name})` : ""}`, permanent)
    },
  }
}

/** Resend's error `name`, e.g. "concurrent_idempotent_requests"; null when the body has none. */
async function errorName(response: Response): Promise<string | null> {
  try {
    const { name } = await response.json()
    return typeof name === "string" && /^[a-z_]{1,60}$/.test(name) ? name : null
  } catch {
    return null
  }
}

/**
 * Writes each message as a readable .eml file (open it in a text editor or a mail client). Like
 * Resend, it sends a key once: a repeat is dropped.
 */
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
  send() {
    return Promise.reject(new MailError("No email transport configured (set RESEND_API_KEY)"))
  },
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
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.text,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.html,
    `--${boundary}--`,
    "",
  ].join("\r\n")
}

function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value
  const bytes = new TextEncoder().encode(value)
  return `=?UTF-8?B?${btoa(String.fromCharCode(...bytes))}?=`
}
