import type { ReactNode } from 'react'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { StepHeading } from '@/shared/ui/step-heading'

interface CallProblemViewProps {
  heading: string
  children: ReactNode
  retryLabel: string
  leaveLabel: string
  onRetry: () => void
  onLeave: () => void
  /** The retry's request is on its way: its button is busy, the other waits. */
  busy?: boolean
}

/**
 * Connection Lost, System Error and the microphone problem (docs/product.md#the-web-call), and a
 * phone call that did not happen or did not finish: what happened, another way and a way to try
 * again. It always replaces the screen the candidate was on (and the button they pressed), so its
 * heading takes the focus.
 */
export function CallProblemView({
  heading,
  children,
  retryLabel,
  leaveLabel,
  onRetry,
  onLeave,
  busy = false,
}: CallProblemViewProps) {
  return (
    <div>
      <StepHeading focusOnMount>{heading}</StepHeading>
      {children}
      <Actions>
        <Button variant="secondary" onClick={onLeave} disabled={busy}>
          {leaveLabel}
        </Button>
        <Button onClick={onRetry} busy={busy}>
          {retryLabel}
        </Button>
      </Actions>
    </div>
  )
}
