// Where the editor reads and saves. Production: the GitHub repository, signed in through an OAuth
// provider (README, "Editing in production"); every save is a commit that starts a build.
// `gatsby develop`: Decap's local proxy (decap-server, started by npm start on 127.0.0.1), which
// writes the files of this checkout with no account.
import type { EditorOptions } from "./decap-config"

export const DEFAULT_DECAP_SERVER_PORT = 8081

export function editorBackend(): EditorOptions {
  const development = process.env.NODE_ENV === "development"
  const port = process.env.GATSBY_DECAP_SERVER_PORT ?? String(DEFAULT_DECAP_SERVER_PORT)
  return {
    backend: {
      name: "github",
      repo: process.env.GATSBY_CMS_REPO,
      branch: process.env.GATSBY_CMS_BRANCH ?? "main",
      ...(process.env.GATSBY_CMS_AUTH_URL ? { base_url: process.env.GATSBY_CMS_AUTH_URL } : {}),
    },
    ...(development ? { localBackendUrl: `http://127.0.0.1:${port}/api/v1` } : {}),
  }
}
