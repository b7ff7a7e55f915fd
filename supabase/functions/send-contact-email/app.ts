// The function's entry points (.../retry for the scheduler, .../health for the monitor, else an enquiry).
import postgres from "postgres"
import { errorName, jsonLines, type Logger } from "../_shared/log.ts"
import type { Env } from "../_shared/site-origins.ts"
import { SOCKET_ADDRESS } from "./client-ip.ts"
import { readConfig, type Config } from "./config.ts"
import { answerFormPost, isFormPost } from "./form-post.ts"
import { createHandler } from "./handler.ts"
import { outboxMailer, resendMailer, unconfiguredMailer, type Mailer } from "./mailer.ts"
import { createNotifier } from "./notifier.ts"
import { createHealthHandler, createRetryHandler } from "./operator.ts"
import { createStore } from "./store.ts"

export function createApp(env: Env, options: { log?: Logger } = {}) {
  const config = readConfig(env)
  const log = options.log ?? jsonLines("send-contact-email", config.problems)
  for (const problem of config.problems) log({ outcome: "config_problem", detail: problem })

  // Without a URL every enquiry is refused with 503 (and the problem logged).
  const sql = postgres(config.databaseUrl ?? "postgres://unconfigured.invalid/none", {
    max: config.databasePoolMax,
    // Works through Supabase's transaction pooler too, which cannot keep prepared statements.
    prepare: false,
    connect_timeout: Math.ceil(config.databaseTimeoutMs / 1000),
    idle_timeout: 20,
    onnotice: () => {},
    transform: postgres.camel,
  })
  const store = createStore(sql, config)
  const notifier = createNotifier(store, chooseMailer(config), config, log)

  const running = new Set<Promise<unknown>>()
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime
  function background(work: Promise<unknown>) {
    const tracked = work
      .catch((error) => log({ outcome: "background_failed", detail: errorName(error) }))
      .finally(() => running.delete(tracked))
    running.add(tracked)
    runtime?.waitUntil(tracked)
  }

  const enquiry = createHandler({ config, store, notifier, log, background })
  const retry = createRetryHandler(config, notifier, store, log)
  const health = createHealthHandler(config, store, log)

  return {
    store,
    handle(request: Request, info?: Deno.ServeHandlerInfo): Promise<Response> {
      const { pathname } = new URL(request.url)
      if (pathname.endsWith("/retry")) return retry(request)
      if (pathname.endsWith("/health")) return health(request)
      // The local stack has no proxy: the connection's own address stands in for the proxy's header.
      const socket = info?.remoteAddr && "hostname" in info.remoteAddr ? info.remoteAddr.hostname : null
      const address =
        config.clientIpHeader === SOCKET_ADDRESS ? socket : request.headers.get(config.clientIpHeader)
      const handle = (posted: Request) => enquiry(posted, address)
      return isFormPost(request) ? answerFormPost(request, handle, { ...config, log }) : handle(request)
    },
    async close(): Promise<void> {
      await Promise.all(running)
      await sql.end({ timeout: 5 })
    },
  }
}

function chooseMailer({ email }: Config): Mailer {
  if (email.resendApiKey) return resendMailer(email.resendApiKey, email.resendApiUrl, email.timeoutMs)
  if (email.outboxDir) return outboxMailer(email.outboxDir)
  return unconfiguredMailer
}
