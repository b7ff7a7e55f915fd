// A loopback stand-in for Resend's HTTP API. Like Resend, it keeps each idempotency key for a window
// (24 hours there; `forgetAfterMs` here): a repeat with the same key and body inside it is answered as
// before without sending again, another body under a used key is refused with 409
// invalid_idempotent_request, and a repeat after the window is sent again - a second email.
export type EmailApiMode =
  | "ok"
  | "rate_limited"
  | "error"
  | "reject"
  | "unauthorized"
  | "hang"
  | "conflict"
  /** Delivers the message, then never answers: the sender cannot know it went. */
  | "deliver_then_hang"

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
  /** How long a key is remembered. */
  forgetAfterMs: number
  /** Every request that reached the API, whatever it answered. */
  attempts: SentEmail[]
  /** Every message actually sent to the inbox: a key sent twice appears twice. */
  deliveries: SentEmail[]
  /** Called after each delivery, before the answer (to break something at that exact moment). */
  onDelivered?: () => void | Promise<void>
  stop(): Promise<void>
  [Symbol.asyncDispose](): Promise<void>
}

export function startEmailApi({ forgetAfterMs = 24 * 60 * 60 * 1000 } = {}): EmailApi {
  const keys = new Map<string, { payload: string; at: number }>()
  const controller = new AbortController()
  const hanging = new Set<() => void>()
  const api: EmailApi = {
    url: "",
    mode: "ok",
    forgetAfterMs,
    attempts: [],
    deliveries: [],
    async stop() {
      for (const release of hanging) release()
      hanging.clear()
      controller.abort()
      await server.finished
    },
    [Symbol.asyncDispose]: () => api.stop(),
  }
  // Never answers; released when the stand-in stops (the sender has given up long before).
  const hang = () =>
    new Promise<Response>((resolve) => {
      hanging.add(() => resolve(new Response(null, { status: 504 })))
    })

  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, signal: controller.signal, onListen: () => {} },
    async (request) => {
      const email: SentEmail = {
        ...(await request.json()),
        idempotencyKey: request.headers.get("Idempotency-Key"),
        authorization: request.headers.get("Authorization"),
      }
      api.attempts.push(email)
      switch (api.mode) {
        case "hang":
          return hang()
        case "rate_limited":
          return Response.json({ name: "rate_limit_exceeded", message: "Too many requests" }, { status: 429 })
        case "error":
          return Response.json(
            { name: "internal_server_error", message: "Internal server error" },
            { status: 500 },
          )
        case "reject":
          return Response.json({ name: "validation_error", message: "Invalid reply_to" }, { status: 422 })
        case "unauthorized":
          return Response.json({ name: "invalid_api_key", message: "API key is invalid" }, { status: 403 })
        case "conflict":
          return Response.json(
            { name: "concurrent_idempotent_requests", message: "Original request still in progress" },
            { status: 409 },
          )
      }
      const key = email.idempotencyKey
      const remembered = key ? keys.get(key) : undefined
      const known = remembered && Date.now() - remembered.at < api.forgetAfterMs ? remembered : undefined
      if (known && known.payload !== payload(email)) {
        return Response.json(
          { name: "invalid_idempotent_request", message: "Same key, different payload" },
          { status: 409 },
        )
      }
      if (!known) {
        api.deliveries.push(email)
        if (key) keys.set(key, { payload: payload(email), at: Date.now() })
        await api.onDelivered?.()
      }
      if (api.mode === "deliver_then_hang") return hang()
      return Response.json({ id: key })
    },
  )
  api.url = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}/emails`
  return api
}

function payload({ from, to, reply_to, subject, html, text }: SentEmail): string {
  return JSON.stringify([from, to, reply_to, subject, html, text])
}
