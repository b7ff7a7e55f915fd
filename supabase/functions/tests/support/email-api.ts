// A loopback stand-in for Resend's HTTP API. Like Resend, it keeps each idempotency key for a window (24 hours
// there; `forgetAfterMs` here): a repeat with the same key and body inside it is answered as before, unsent;
// another body under a used key is refused (409 invalid_idempotent_request); a later repeat is sent again.

/** Resend's answers when it does not send: status and error name. */
const REFUSALS = {
  rate_limited: [429, "rate_limit_exceeded"],
  error: [500, "internal_server_error"],
  reject: [422, "validation_error"],
  unauthorized: [403, "invalid_api_key"],
  conflict: [409, "concurrent_idempotent_requests"],
} as const

/** `hang` never answers; `deliver_then_hang` delivers, then never answers (the sender cannot know it went). */
export type EmailApiMode = "ok" | "hang" | "deliver_then_hang" | keyof typeof REFUSALS

export type SentEmail = {
  idempotencyKey: string | null
  authorization: string | null
  from: string
  to: string[]
  reply_to: string
  subject: string
  html: string
  text: string
}

export type EmailApi = {
  url: string
  mode: EmailApiMode
  /** Every request that reached the API, whatever it answered. */
  attempts: SentEmail[]
  /** Every message actually sent to the inbox: a key sent twice appears twice. */
  deliveries: SentEmail[]
  stop(): Promise<void>
}

export function startEmailApi({ forgetAfterMs = 24 * 60 * 60 * 1000 } = {}): EmailApi {
  const keys = new Map<string, { payload: string; at: number }>()
  const controller = new AbortController()
  const hanging = new Set<() => void>()
  // Never answers; released when the stand-in stops (the sender has given up long before).
  const hang = () =>
    new Promise<Response>((resolve) => hanging.add(() => resolve(new Response(null, { status: 504 }))))
  const answer = (status: number, name: string) => Response.json({ name, message: name }, { status })

  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, signal: controller.signal, onListen: () => {} },
    async (request): Promise<Response> => {
      const email: SentEmail = {
        ...(await request.json()),
        idempotencyKey: request.headers.get("Idempotency-Key"),
        authorization: request.headers.get("Authorization"),
      }
      api.attempts.push(email)
      if (api.mode === "hang") return hang()
      if (api.mode in REFUSALS) {
        const [status, name] = REFUSALS[api.mode as keyof typeof REFUSALS]
        return answer(status, name)
      }
      const key = email.idempotencyKey
      const payload = JSON.stringify([
        email.from,
        email.to,
        email.reply_to,
        email.subject,
        email.html,
        email.text,
      ])
      const remembered = key ? keys.get(key) : undefined
      const known = remembered && Date.now() - remembered.at < forgetAfterMs ? remembered : undefined
      if (known && known.payload !== payload) return answer(409, "invalid_idempotent_request")
      if (!known) {
        api.deliveries.push(email)
        if (key) keys.set(key, { payload, at: Date.now() })
      }
      return api.mode === "deliver_then_hang" ? hang() : Response.json({ id: key })
    },
  )
  const api: EmailApi = {
    url: `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}/emails`,
    mode: "ok",
    attempts: [],
    deliveries: [],
    async stop() {
      for (const release of hanging) release()
      controller.abort()
      await server.finished
    },
  }
  return api
}
