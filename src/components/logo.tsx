/** The agency mark: a lens catching the Brisbane sun. Decorative; the name beside it is the label. */
export function Logo({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" className="fill-ink" />
      <circle cx="32" cy="32" r="17" fill="none" className="stroke-sun" strokeWidth="5" />
      <circle cx="32" cy="32" r="7" className="fill-sun-deep" />
      <circle cx="45" cy="19" r="4" className="fill-cream-deep" />
    </svg>
  )
}
