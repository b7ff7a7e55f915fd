import { IDEMPOTENCY_KEY_FIELD } from "../../supabase/functions/_shared/enquiry-fields"

// Inline on the home page, so it runs before Gatsby's runtime: a plain form sent twice before the first
// answer (a double click, Send again on a slow connection) posts one idempotency key, so the function
// stores and emails it once; any edit starts a new key. The scripted form's submits (defaultPrevented)
// are left alone; without JavaScript the key stays empty and each post is stored.
export const ENQUIRY_FORM_GUARD =
  `(function(){var n=${JSON.stringify(IDEMPOTENCY_KEY_FIELD)};` +
  `function k(f){return f&&f.elements&&f.elements.namedItem(n)}` +
  `document.addEventListener("input",function(e){var c=k(e.target.form);if(c)c.value=""});` +
  `document.addEventListener("submit",function(e){var c=k(e.target);` +
  `if(!e.defaultPrevented&&c&&!c.value&&window.crypto&&crypto.randomUUID)c.value=crypto.randomUUID()})})()`
