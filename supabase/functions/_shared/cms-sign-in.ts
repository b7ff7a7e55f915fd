// The content editor's GitHub sign-in, as the site and the cms-auth function both know it
// (docs/editor-sign-in.md). Imports nothing, so it resolves in webpack, jest and Deno alike.
//
// Supabase rewrites HTML answered to a GET on <project-ref>.supabase.co to plain text, so the page
// that finishes the sign-in in the editor's popup is the site's own (/admin/sign-in/); the function
// only sends the popup to GitHub and exchanges GitHub's one-time code for a token with the OAuth
// App's secret.

/** The function's name: https://<project-ref>.supabase.co/functions/v1/cms-auth */
export const CMS_AUTH_FUNCTION = "cms-auth"

/** The function's token exchange, which the sign-in page POSTs GitHub's code to. */
export const CMS_AUTH_TOKEN_PATH = "/token"

/**
 * The site's sign-in page: the editor opens it in its popup, and GitHub sends the popup back to it.
 * The GitHub OAuth App's callback URL is this page on SITE_URL (or a folder above it).
 */
export const CMS_SIGN_IN_PAGE = "/admin/sign-in/"

/** The random state the sign-in page makes for one sign-in (43 characters of base64url). */
export const CMS_SIGN_IN_STATE_PATTERN = /^[A-Za-z0-9_-]{32,128}$/
