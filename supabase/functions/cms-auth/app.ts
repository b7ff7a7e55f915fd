// Routes .../token to the token exchange and anything else to the start of a sign-in
// (docs/editor-sign-in.md); the tests hand it a stand-in for GitHub as `fetch`.
import { answer } from "../_shared/answer.ts"
import { CMS_AUTH_TOKEN_PATH } from "../_shared/cms-sign-in.ts"
import { corsHeaders } from "../_shared/cors.ts"
import { jsonLines, type Logger } from "../_shared/log.ts"
import { readConfig } from "./config.ts"
import { decideStart } from "./start.ts"
import { decideToken } from "./token.ts"
import type { Env } from "../_shared/site-origins.ts"

type Options = { log?: Logger; fetch?: typeof fetch }

export function createApp(env: Env, options: Options = {}) {
  const config = readConfig(env)
  const log = options.log ?? jsonLines("cms-auth", config.problems)
  for (const problem of config.problems) log({ outcome: "config_problem", detail: problem })
  const fetcher = options.fetch ?? fetch

  return {
    handle(request: Request): Promise<Response> {
      if (new URL(request.url).pathname.endsWith(CMS_AUTH_TOKEN_PATH)) {
        const cors = corsHeaders(request.headers.get("Origin"), config.allowedOrigins)
        return answer(() => decideToken(request, config, fetcher), log, cors)
      }
      return answer(() => Promise.resolve(decideStart(request, config)), log)
    },
  }
}
