import type { ReactNode } from 'react'

/**
 * The h2 of a section the top navigation points at: focusable from script (tabIndex -1), so
 * an in-page link can move focus to it.
 */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="lp-section__title" tabIndex={-1}>
      {children}
    </h2>
  )
}
