// `npm run bench:function`: the enquiry function's load test (function-load.ts) in Deno, with the
// project's environment (scripts/lib/processes.mjs: DENO_CERT among it) and deno.json's run task.
import { spawnSync } from "node:child_process"
import { BASE_ENV } from "../lib/processes.mjs"

const task = ["task", "--config", "supabase/functions/deno.json", "run", "scripts/bench/function-load.ts"]
const { status } = spawnSync("deno", [...task, ...process.argv.slice(2)], { stdio: "inherit", env: BASE_ENV })
process.exit(status ?? 1)
