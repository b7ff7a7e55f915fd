import { MESSAGES } from "../lib/messages"
import { describeError } from "../lib/describe-error"

type ErrorPageProps = { error: unknown }

/** Rendered by the error boundary; deliberately free of data queries so it works when they fail. */
export function ErrorPage({ error }: ErrorPageProps) {
  return (
    <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-16">
      <h1 className="text-3xl font-bold">{MESSAGES.errorHeading}</h1>
      <p className="max-w-prose rounded-lg bg-white p-4 font-mono text-sm text-ink-soft shadow-sm">
        {describeError(error)}
      </p>
      <a href="/" className="btn-dark">
        {MESSAGES.returnHome}
      </a>
    </main>
  )
}
