// A loopback stand-in for Resend's HTTP API that answers 200, 409, 429, 500, 422 or never answers.
// Like Resend, it remembers idempotency keys: the same message again is answered as before and not
// sent twice; another message under a used key is refused with 409 invalid_idempotent_request.
export type EmailApiMode = "ok" | "rate_limited" | "error" | "reject" | "hang" | "conflict"

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
  /** Messages accepted (200) and delivered: one per idempotency key. */
  delivered(): SentEmail[]
  reset(): void
  stop(): Promise<void>
}

export function startEmailApi(): EmailApi {
  const attempts: SentEmail[] = []
  const accepted = new Map<string, SentEmail>()
  const controller = new AbortController()
  let anonymous = 0
  const api: EmailApi = {
    url: "",
    mode: "ok",
    attempts,
    delivered: () => [...accepted.values()],
    reset() {
      attempts.length = 0
      accepted.clear()
      api.mode = "ok"
    },
    async stop() {
      controller.abort()
      await server.finished
    },
  }
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, signal: controller.signal, onListen: () => {} },
    async (request) => {
      const email: SentEmail = {
        ...(await request.json()),
        idempotencyKey: request.headers.get("Idempotency-Key"),
        authorization: request.headers.get("Authorization"),
      }
      attempts.push(email)
      switch (api.mode) {
        case "hang":
          await new Promise((resolve) => request.signal.addEventListener("abort", resolve))
          return new Response(null, { status: 504 })
        case "rate_limited":
          return Response.json({ message: "Too many requests" }, { status: 429 })
        case "error":
          return Response.json({ message: "Internal server error" }, { status: 500 })
        case "reject":
          return Response.json({ message: "Invalid from address" }, { status: 422 })
        case "conflict":
          return Response.json(
            { name: "concurrent_idempotent_requests", message: "Original request still in progress" },
            { status: 409 },
          )
      }
      const key = email.idempotencyKey ?? `anonymous-${anonymous++}`
      const earlier = accepted.get(key)
      if (earlier && payload(earlier) !== payload(email)) {
        return Response.json(
          { name: "invalid_idempotent_request", message: "Same key, different payload" },
          { status: 409 },
        )
      }
      accepted.set(key, earlier ?? email)
      return Response.json({ id: key })
    },
  )
  api.url = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}/emails`
  return api
}

function payload({ from, to, reply_to, subject, html, text }: SentEmail): string {
  return JSON.stringify([from, to, reply_to, subject, html, text])
}
