// The local stack's ports: those of defaults.json unless the environment names others (README, "Quick
// start"), for when another program holds one.
import defaults from "./defaults.json" with { type: "json" }

/** Each port with the variable that moves it (its default is defaults.json's `<name>Port`). */
export const PORT_VARIABLES = {
  site: "SITE_PORT",
  functions: "FUNCTIONS_PORT",
  editorProxy: "EDITOR_PROXY_PORT",
  database: "DATABASE_PORT",
}

export const PORTS = Object.fromEntries(
  Object.entries(PORT_VARIABLES).map(([name, variable]) => [
    name,
    Number(process.env[variable] || defaults[`${name}Port`]),
  ]),
)

/** The local database's address, on its chosen port. */
export const LOCAL_DATABASE_URL = defaults.databaseUrl.replace(
  `:${defaults.databasePort}/`,
  `:${PORTS.database}/`,
)
