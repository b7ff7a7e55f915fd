type LogoProps = { className?: string }

/** The agency mark: a lens catching the Brisbane sun. Decorative; the name beside it is the label. */
export function Logo({ className = "h-9 w-9" }: LogoProps) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0f172a" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fbbf24" strokeWidth="5" />
      <circle cx="32" cy="32" r="7" fill="#f59e0b" />
      <circle cx="45" cy="19" r="4" fill="#fef3c7" />
    </svg>
  )
}
