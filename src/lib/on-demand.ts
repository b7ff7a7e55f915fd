import * as React from "react"

// What a visitor may never use stays out of every page's first-load JavaScript (scripts/check-build.mjs
// prints it per route), fetched as its own chunk on first use: the service and project dialogs with
// react-modal and tooltips (a card pointed at, focused or opened), sonner (the first toast), the contact
// form's scripting with Formik and yup (the first focus in the form, a submit or a chosen service) and
// supabase-js (the first enquiry sent).

/** Imports once for every caller; a failed load (offline, a chunk replaced by a deploy) is retried. */
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
