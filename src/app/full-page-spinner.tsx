/** Shown while a guard or loader waits; announced once to screen readers. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <span className="app-spinner__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
