// The content editor's GitHub sign-in, as the site and the cms-auth function both know it
// (docs/editor-sign-in.md). Imports nothing, so it resolves in webpack, jest and Deno alike.

/** The function's name: https://<project-ref>.supabase.co/functions/v1/cms-auth */
export const CMS_AUTH_FUNCTION = "cms-auth"

/** The function's token exchange, which the sign-in page POSTs GitHub's code to. */
export const CMS_AUTH_TOKEN_PATH = "/token"

/** The site's sign-in page: the editor opens it in its popup, and GitHub sends the popup back to it.
 * The GitHub App's callback URLs are this page, exactly, on SITE_URL and each ALLOWED_ORIGINS origin. */
export const CMS_SIGN_IN_PAGE = "/admin/sign-in/"

/** The random state the sign-in page makes for one sign-in (43 characters of base64url). */
export const CMS_SIGN_IN_STATE_PATTERN = /^[A-Za-z0-9_-]{32,128}$/

/** PKCE (RFC 7636, 4.1): the verifier the sign-in page keeps, 43 to 128 characters of the unreserved set. */
export const CMS_PKCE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/

/** S256 only (RFC 7636, 4.2): BASE64URL(SHA-256(verifier)) is always 43 characters, unpadded. */
export const CMS_PKCE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The one challenge method the page uses and the function accepts ("plain" would hand GitHub the verifier). */
export const CMS_PKCE_METHOD = "S256"
