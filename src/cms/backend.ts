// Where the editor reads and saves. Production: the GitHub repository GATSBY_CMS_REPO (a production
// build needs it: src/node/build-environment.ts), signed in through the site's own sign-in page and
// the cms-auth function (docs/editor-sign-in.md). With the editorial workflow (decap-config.ts) every
// save is a branch and a pull request that CI checks and the deploy workflow previews; "Publish"
// merges it (docs/publishing.md). `gatsby develop`: Decap's local proxy (scripts/editor-proxy.mjs,
// started by npm start on 127.0.0.1) in git mode, with no account: each save waits on a branch of
// .local/editor and "Publish" copies it into this checkout's content/.
import { CMS_SIGN_IN_PAGE } from "../../supabase/functions/_shared/cms-sign-in"
import type { EditorOptions } from "./decap-config"

/**
 * The commit status that carries a pull request's preview address. The deploy workflow sets it on the
 * pull request's head commit once the preview is up (.github/workflows/deploy.yml, whose test holds the
 * two names together); Decap's "View Preview" button opens its target_url. Named exactly, because
 * without preview_context Decap takes any status whose name contains "deploy".
 */
export const PREVIEW_CONTEXT = "preview"

/** The options for the editor open at `origin` (the page's own, in the browser). */
export function editorBackend(origin = window.location.origin): EditorOptions {
  const development = process.env.NODE_ENV === "development"
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
      preview_context: PREVIEW_CONTEXT,
      // One commit on main per published change, whatever number of saves it took: main's history
      // reads as what went live, and the deploy's "did supabase/ change" is one commit's diff.
      squash_merges: true,
    },
    ...(development ? { localBackendUrl: `http://127.0.0.1:${port}/api/v1` } : {}),
  }
}
