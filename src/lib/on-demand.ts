import * as React from "react"

// What a visitor may never use (the dialogs, the toasts, the form's scripting, supabase-js) stays out
// of every page's first-load JavaScript, fetched as its own chunk on first use.

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
