// The local stack's ports: those of defaults.json unless the environment names others (README, "Quick
// start"), for when another program holds one.
import defaults from "./defaults.json" with { type: "json" }

const chosen = (variable, fallback) => Number(process.env[variable] || fallback)

/** Each port with the variable that moves it. */
export const PORT_VARIABLES = {
  site: "SITE_PORT",
  functions: "FUNCTIONS_PORT",
  editorProxy: "EDITOR_PROXY_PORT",
  database: "DATABASE_PORT",
}

export const PORTS = {
  site: chosen(PORT_VARIABLES.site, defaults.sitePort),
  functions: chosen(PORT_VARIABLES.functions, defaults.functionsPort),
  editorProxy: chosen(PORT_VARIABLES.editorProxy, defaults.editorProxyPort),
  database: chosen(PORT_VARIABLES.database, defaults.databasePort),
}

/** The local database's address, on its chosen port. */
export const LOCAL_DATABASE_URL = defaults.databaseUrl.replace(
  `:${defaults.databasePort}/`,
  `:${PORTS.database}/`,
)
