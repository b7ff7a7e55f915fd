import { IDEMPOTENCY_KEY_FIELD } from "../../supabase/functions/_shared/enquiry-form-post"

// Inline on the home page, so it runs before Gatsby's runtime (which starts after the load event).
// A visitor who sends the plain form twice before the first answer arrives (a double click, or Send
// again on a slow connection) posts the same idempotency key both times, so the function stores and
// emails the enquiry once. Any edit starts a new key: a different enquiry is never taken for a repeat.
// A submit the scripted form already handled (defaultPrevented) is left alone; without JavaScript
// the key stays empty and the function simply stores each post.
export const ENQUIRY_FORM_GUARD =
  `(function(){var n=${JSON.stringify(IDEMPOTENCY_KEY_FIELD)};` +
  `function k(f){return f&&f.elements&&f.elements.namedItem(n)}` +
  `document.addEventListener("input",function(e){var c=k(e.target.form);if(c)c.value=""});` +
  `document.addEventListener("submit",function(e){var c=k(e.target);` +
  `if(!e.defaultPrevented&&c&&!c.value&&window.crypto&&crypto.randomUUID)c.value=crypto.randomUUID()})})()`
