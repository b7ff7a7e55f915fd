import * as React from "react"

// Code that loads on demand: the one way the site keeps what a visitor may never use out of the
// JavaScript every page loads before it is interactive (scripts/check-build.mjs prints that size per
// route). Everything below is fetched by webpack as its own chunk on first use, then shared:
//
// - the service and project dialogs, with react-modal and the tooltips inside them (first card
//   pointed at, focused or opened; src/components/services-section.tsx, src/pages/portfolio.tsx);
// - the toaster, sonner (first toast; src/lib/toast.ts);
// - the contact form's scripting: Formik, the enquiry rules with yup, the idempotency keys and the
//   sending code (preloaded when a pointer comes over the form; brought in on the first focus in the
//   form, a submit, or a service chosen to prefill it; src/components/contact-form.tsx). Until then
//   the form is a plain HTML form that posts to the enquiry function by itself;
// - the Supabase client, supabase-js (first enquiry sent; src/lib/supabase-client.ts).

/**
 * A loader that imports once and hands every later caller the same module. A failed load (offline,
 * a deploy replaced the chunk) is forgotten, so the next use tries again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/** A component from an on-demand module, for rendering inside <React.Suspense>. */
export function onDemandComponent<T, P extends object>(
  load: () => Promise<T>,
  pick: (module: T) => React.ComponentType<P>,
): React.LazyExoticComponent<React.ComponentType<P>> {
  return React.lazy(() => load().then((module) => ({ default: pick(module) })))
}
