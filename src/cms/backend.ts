// Where the editor reads and saves: the GitHub repository GATSBY_CMS_REPO (docs/editor-sign-in.md,
// docs/publishing.md), or under `gatsby develop` npm start's local proxy (scripts/editor-proxy.mjs).
import { CMS_SIGN_IN_PAGE } from "../../supabase/functions/_shared/cms-sign-in"
import type { EditorOptions } from "./decap-config"

/** The options for the editor open at `origin` (the page's own, in the browser). */
export function editorBackend(origin = window.location.origin): EditorOptions {
  // Set for develop by src/node/build-environment.ts (npm start's port) or by the editor suite.
  const port = process.env.GATSBY_DECAP_SERVER_PORT
  return {
    backend: {
      name: "github",
      repo: process.env.GATSBY_CMS_REPO,
      branch: process.env.GATSBY_CMS_BRANCH ?? "main",
      // "Login with GitHub" opens `${base_url}/${auth_endpoint}` as a popup and accepts its answer
      // only from base_url: the sign-in page on the origin the editor is open at.
      base_url: origin,
      auth_endpoint: CMS_SIGN_IN_PAGE.replace(/^\/|\/$/g, ""),
      // "View Preview" opens the target_url of the commit status the deploy workflow names so; named
      // exactly, since without it Decap takes any status whose name contains "deploy".
      preview_context: "preview",
      // One commit on main per published change: the deploy's "did supabase/ change" is one commit's diff.
      squash_merges: true,
    },
    ...(process.env.NODE_ENV === "development" ? { localBackendUrl: `http://127.0.0.1:${port}/api/v1` } : {}),
  }
}
