// Where the suite's servers listen, decided once per run by the process that first loads this file
// (the Playwright runner, through playwright.config.ts) and handed to the web servers and the test
// workers in E2E_STACK, which they inherit: every process sees the same ports.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export const ROOT = join(__dirname, "..")

interface Stack {
  siteUrl: string
  sitePort: number
  functionPort: number
  functionBase: string
  functionUrl: string
  databasePort: number
  databaseUrl: string
  outbox: string
  /** Serve an earlier run's public/, not build (E2E_REUSE_BUILD=1, a suite build, its function port free). */
  reuseBuild: boolean
}

/** The function port an earlier suite build was made for (its Content-Security-Policy names it), if free now. */
function builtFunctionPort(): number | undefined {
  const headers = join(ROOT, "public/_headers")
  if (!existsSync(headers)) return undefined
  const port = /connect-src[^;]*http:\/\/127\.0\.0\.1:(\d+)/.exec(readFileSync(headers, "utf8"))?.[1]
  const free = (candidate: string) =>
    spawnSync(process.execPath, [join(ROOT, "scripts/lib/free-port.mjs"), "--free", candidate]).status === 0
  return port && free(port) ? Number(port) : undefined
}

function decide(): Stack {
  const [sitePort, databasePort, freeFunctionPort] = JSON.parse(
    execFileSync(process.execPath, [join(ROOT, "scripts/lib/free-port.mjs"), "3"], { encoding: "utf8" }),
  ) as number[]
  const builtPort = process.env.E2E_REUSE_BUILD ? builtFunctionPort() : undefined
  const functionPort = builtPort ?? freeFunctionPort
  const functionBase = `http://127.0.0.1:${functionPort}`
  return {
    siteUrl: `http://127.0.0.1:${sitePort}`,
    sitePort,
    functionPort,
    functionBase,
    functionUrl: `${functionBase}/functions/v1/send-contact-email`,
    databasePort,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${databasePort}/postgres`,
    outbox: join(tmpdir(), `e2e-outbox-${sitePort}`),
    reuseBuild: builtPort !== undefined,
  }
}

process.env.E2E_STACK ??= JSON.stringify(decide())
export const stack: Stack = JSON.parse(process.env.E2E_STACK)
