// The local stack's ports: defaults.json's `<name>Port` unless its variable names another.
import defaults from "./defaults.json" with { type: "json" }

export const PORT_VARIABLES = {
  site: "SITE_PORT",
  functions: "FUNCTIONS_PORT",
  editorProxy: "EDITOR_PROXY_PORT",
  database: "DATABASE_PORT",
}

const port = ([name, variable]) => [name, Number(process.env[variable] || defaults[`${name}Port`])]
export const PORTS = Object.fromEntries(Object.entries(PORT_VARIABLES).map(port))

/** The local database's address, on its chosen port. */
export const LOCAL_DATABASE_URL = defaults.databaseUrl.replace(
  `:${defaults.databasePort}/`,
  `:${PORTS.database}/`,
)
