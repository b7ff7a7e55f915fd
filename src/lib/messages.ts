// The spec's fixed UI messages (SPEC §2, §8). Everything an editor may change lives in content/.
export const MESSAGES = {
  requiredFields: "Please fill in all required fields",
  // Shown when every required field is filled but one is malformed (e.g. the email address).
  invalidFields: "Please correct the highlighted fields",
  sendFailed: "Failed to send message. Please try again or contact us directly.",
  sent: "Message sent successfully! We'll get back to you soon.",
  notFoundHeading: "Oops! Page not found",
  returnHome: "Return to Home",
  errorHeading: "Unexpected Application Error",
} as const

/** The 404 page's one script, inline (the page runs no framework): the attempted path in the console. */
export const NOT_FOUND_LOG = `console.error("404 Error: User attempted to access non-existent route:",location.pathname)`
