import { Component, Suspense, type ReactNode } from 'react'

/**
 * A lazily loaded panel the screen does without: nothing shows while its code loads, and
 * nothing when it cannot load. Offline, a panel's chunk is in the service worker's cache only if
 * it was used online before; a panel missing from it must not turn the whole screen into an
 * error (its data is on the phone, its extra panel is not).
 */
export function OptionalPanel({ children }: { children: ReactNode }) {
  return (
    <PanelFailureBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PanelFailureBoundary>
  )
}

class PanelFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
