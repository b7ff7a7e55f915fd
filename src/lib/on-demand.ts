import * as React from "react"

// What a visitor may never use (the dialogs, the form's scripting and its toasts, supabase-js) stays out
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

/** The component `name` of an on-demand module, for rendering inside <React.Suspense>. */
export function onDemandComponent<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends React.ComponentType<infer P> ? P & object : never
  const lazy = React.lazy(() => load().then((module) => ({ default: module[name] as React.FC<Props> })))
  // React's types cannot relate a lazy component's props to a generic component's.
  return lazy as unknown as React.FC<Props>
}

let hydratingPage = false
/** gatsby-browser: the page about to be hydrated is the server's HTML (a test's server render is not). */
export const markPageHydrating = () => void (hydratingPage = true)
const [subscribeNever, inBrowser, onServer] = [() => () => undefined, () => false, () => true]

/** That component as a part of a page that does nothing in the browser: hydrating, React keeps its HTML (in a
 * `display: contents` box), so its code is not in the first load. Mounted later (an in-site navigation), it
 * loads its code; with no Suspense boundary above, React keeps the previous page on screen meanwhile. */
export function staticPart<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const Part = onDemandComponent(load, name)
  return function StaticPart(props: React.ComponentProps<typeof Part>) {
    // The server's snapshot while hydrating (and on the server).
    const hydrating = React.useSyncExternalStore(subscribeNever, inBrowser, onServer)
    const [kept] = React.useState(hydrating && hydratingPage)
    // React never compares an inner HTML while hydrating, so the server's children stay.
    const html = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true }
    const content = kept ? html : { children: React.createElement(Part, props) }
    return React.createElement("div", { className: "contents", ...content })
  }
}
