// Wires the entry points to their real collaborators from the environment and routes by path:
// .../retry (the scheduler), .../health (the uptime monitor), anything else the enquiry handler.
// index.ts serves it on Supabase; scripts/local/functions-server.ts serves it in the local stack.
import postgres from "postgres"
import { SOCKET_ADDRESS, SOCKET_ADDRESS_HEADER } from "./client-ip.ts"
import { readConfig, type Config } from "./config.ts"
import { answerFormPost, isFormPost } from "./form-post.ts"
import { createHandler } from "./handler.ts"
import { createHealthHandler } from "./health.ts"
import { errorName } from "../_shared/log.ts"
import { jsonLogger, type Logger } from "./log.ts"
import { outboxMailer, resendMailer, unconfiguredMailer, type Mailer } from "./mailer.ts"
import { createNotifier } from "./notifier.ts"
import { createRetryHandler } from "./retry.ts"
import { createStore } from "./store.ts"
import { createDigestStore } from "./digest-store.ts"
import type { Env } from "../_shared/site-origins.ts"

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }
type Options = { log?: Logger; mailer?: Mailer }

export function createApp(env: Env, options: Options = {}) {
  const config = readConfig(env)
  const log = options.log ?? jsonLogger(config.problems)
  for (const problem of config.problems) log({ outcome: "config_problem", detail: problem })

  const timeoutMs = config.databaseTimeoutMs
  // Without a URL the connection fails at once and every enquiry is refused with 503 (and the problem logged).
  const sql = postgres(config.databaseUrl ?? "postgres://unconfigured.invalid/none", {
    max: config.databasePoolMax,
    // Works through Supabase's transaction pooler too, which cannot keep prepared statements.
    prepare: false,
    connect_timeout: Math.ceil(timeoutMs / 1000),
    idle_timeout: 20,
    onnotice: () => {},
  })
  const store = createStore(sql, timeoutMs)
  const digests = createDigestStore(sql, timeoutMs)
  const notifier = createNotifier(store, digests, options.mailer ?? chooseMailer(config), config, log)

  const running = new Set<Promise<unknown>>()
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  function background(work: Promise<unknown>) {
    const tracked = work
      .catch((error) => log({ outcome: "background_failed", detail: errorName(error) }))
      .finally(() => running.delete(tracked))
    running.add(tracked)
    runtime?.waitUntil(tracked)
  }

  // The local stack has no proxy: the connection's own address stands in for the proxy's header.
  const fromSocket = config.clientIpHeader === SOCKET_ADDRESS
  const clientIpHeader = fromSocket ? SOCKET_ADDRESS_HEADER : config.clientIpHeader
  const enquiry = createHandler({ config: { ...config, clientIpHeader }, store, notifier, log, background })
  const retry = createRetryHandler(config, notifier, store, log)
  const health = createHealthHandler(config, store, log)

  return {
    config,
    handle(request: Request, info?: Deno.ServeHandlerInfo): Promise<Response> {
      const { pathname } = new URL(request.url)
      if (pathname.endsWith("/retry")) return retry(request)
      if (pathname.endsWith("/health")) return health(request)
      const located = fromSocket ? withSocketAddress(request, info) : request
      return isFormPost(located) ? answerFormPost(located, enquiry, config) : enquiry(located)
    },
    /** Resolves once the background work started so far has finished. */
    async settled(): Promise<void> {
      await Promise.all(running)
    },
    /** Waits for background work, then closes the database pool. */
    async close(): Promise<void> {
      await Promise.all(running)
      await sql.end({ timeout: 5 })
    },
  }
}

function chooseMailer(config: Config): Mailer {
  const { resendApiKey, resendApiUrl, timeoutMs, outboxDir } = config.email
  if (resendApiKey) return resendMailer({ apiKey: resendApiKey, url: resendApiUrl, timeoutMs })
  if (outboxDir) return outboxMailer(outboxDir)
  return unconfiguredMailer
}

/** The request with the connection's address in SOCKET_ADDRESS_HEADER (whatever the client wrote there). */
function withSocketAddress(request: Request, info?: Deno.ServeHandlerInfo): Request {
  const headers = new Headers(request.headers)
  const address = info?.remoteAddr
  if (address && "hostname" in address) headers.set(SOCKET_ADDRESS_HEADER, address.hostname)
  else headers.delete(SOCKET_ADDRESS_HEADER)
  // From the parts, not `new Request(request)`: that would follow the request's abort signal, and
  // reading it makes Deno.serve warn about its legacy abort on every successful response.
  return new Request(request.url, { method: request.method, headers, body: request.body })
}
