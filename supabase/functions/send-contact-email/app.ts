// Wires the handler to its real collaborators from the environment. index.ts serves it on Supabase;
// scripts/local/functions-server.ts serves it in the local stack.
import postgres from "postgres"
import { clientIp } from "./client-ip.ts"
import { readConfig, type Config } from "./config.ts"
import { answerFormPost, isFormPost } from "./form-post.ts"
import { createHandler } from "./handler.ts"
import { jsonLogger } from "./log.ts"
import { outboxMailer, resendMailer, unconfiguredMailer, type Mailer } from "./mailer.ts"
import { createStore } from "./store.ts"

type Env = { get(name: string): string | undefined }
type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }

export function createApp(env: Env) {
  const config = readConfig(env)
  const sql = config.databaseUrl
    ? postgres(config.databaseUrl, {
        max: config.databasePoolMax,
        // Works through Supabase's transaction pooler too, which cannot keep prepared statements.
        prepare: false,
        // Fail fast when the database is down, so the visitor gets an answer while we email instead.
        connect_timeout: 5,
        idle_timeout: 20,
        onnotice: () => {},
      })
    : null
  const runtime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime
  const handle = createHandler({
    config,
    store: sql ? createStore(sql) : null,
    mailer: chooseMailer(config),
    log: jsonLogger,
    waitUntil: runtime ? (work) => runtime.waitUntil(work) : undefined,
  })
  return {
    config,
    handle(request: Request, info?: Deno.ServeHandlerInfo): Promise<Response> {
      const json = (req: Request) => handle(req, { clientIp: clientIp(req, config.clientIpHeader, info) })
      return isFormPost(request) ? answerFormPost(request, json, config) : json(request)
    },
    async close(): Promise<void> {
      await sql?.end({ timeout: 5 })
    },
  }
}

function chooseMailer(config: Config): Mailer {
  const { resendApiKey, resendApiUrl, timeoutMs, outboxDir } = config.email
  if (resendApiKey) return resendMailer({ apiKey: resendApiKey, url: resendApiUrl, timeoutMs })
  if (outboxDir) return outboxMailer(outboxDir)
  return unconfiguredMailer
}
