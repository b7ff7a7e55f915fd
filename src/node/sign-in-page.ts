// The content editor's sign-in page, /admin/sign-in/, written by onPostBuild beside the editor: a
// static page whose one script (src/cms/sign-in-popup.ts) runs the popup side of Decap's GitHub sign-in
// (docs/editor-sign-in.md). Its policy in _headers (security-headers.ts) allows that script and the function.
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { CMS_AUTH_FUNCTION, CMS_SIGN_IN_PAGE } from "../../supabase/functions/_shared/cms-sign-in"
import { functionUrl } from "../lib/functions-url"

const SIGN_IN_SCRIPT = `${CMS_SIGN_IN_PAGE}sign-in.js`

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The page: noindex, no inline code, the function's address for the script on <html>. */
export function signInPageHtml(authUrl: string): string {
  return `<!doctype html>
<html lang="en-AU" data-cms-auth-url="${escapeAttribute(authUrl)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor sign-in</title>
<script type="module" src="${SIGN_IN_SCRIPT}"></script>
</head>
<body>
<main>
<h1>Content editor sign-in</h1>
<p id="status" role="status">Signing in...</p>
<noscript><p>Signing in to the content editor needs JavaScript.</p></noscript>
</main>
</body>
</html>
`
}

export async function writeSignInPage(publicDir: string, popupSource: string, supabaseUrl: string) {
  const folder = join(publicDir, CMS_SIGN_IN_PAGE)
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, "index.html"), signInPageHtml(functionUrl(supabaseUrl, CMS_AUTH_FUNCTION)))
  // Imported when writing: esbuild refuses to load in jest's jsdom, where the page's markup is tested.
  const { build } = await import("esbuild")
  await build({
    entryPoints: [popupSource],
    outfile: join(publicDir, SIGN_IN_SCRIPT),
    bundle: true,
    format: "esm",
    target: "es2020",
    logLevel: "error",
  })
}
