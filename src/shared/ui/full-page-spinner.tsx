import { useUiTexts } from './ui-texts'

/**
 * Shown while a guard or loader waits; announced once to screen readers. Styled by the global
 * .app-spinner rules of src/app/app.css: a whole screen tall, so the footer stays out of view.
 */
export function FullPageSpinner({ label }: { label?: string }) {
  const uiTexts = useUiTexts()
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <span className="app-spinner__ring" aria-hidden="true" />
      <span>{label ?? uiTexts.loading}</span>
    </div>
  )
}
